/**
 * A notification on the wire: the item the API answers, and the bodies of create and update
 * with the texts of docs/requirements.md#notification-management.
 */
import { Type, type Static } from '@sinclair/typebox';

import { messages } from './fields';
import { bodySchema, changedImage, itemSchema, newImage, stringEnum, titleFields } from './common';
import { NOTICE_TO, NOTIFICATION_MESSAGES, NOTIFICATION_TYPES } from './formRules';

/** As the API answers it: `image` is a URL relative to the API's origin. */
export const notificationSchema = itemSchema({
  title: Type.String(),
  description: Type.String(),
  type: stringEnum(NOTIFICATION_TYPES),
  noticeTo: stringEnum(NOTICE_TO),
  image: Type.String(),
});
export type Notification = Static<typeof notificationSchema>;

const fields = {
  ...titleFields,
  type: stringEnum(NOTIFICATION_TYPES, messages({ required: NOTIFICATION_MESSAGES.type })),
  noticeTo: stringEnum(NOTICE_TO, messages({ required: NOTIFICATION_MESSAGES.noticeTo })),
};

/**
 * The image is a data URL here; the repository is given its stored file name instead. A new
 * notification is active.
 */
export const createNotificationSchema = bodySchema({
  ...fields,
  image: newImage(NOTIFICATION_MESSAGES.imageRequired),
});
export type NewNotification = Static<typeof createNotificationSchema>;

/**
 * As on create, but the image may be left out, empty or the URL the item answers for it, to keep
 * the stored one (routes/resourceWrites.ts checks that URL).
 */
export const updateNotificationSchema = bodySchema({ ...fields, image: changedImage() });
