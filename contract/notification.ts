/**
 * A notification on the wire: the item the API answers, and the bodies of create and update
 * with the texts of docs/requirements.md#notification-management.
 */
import { Type, type Static } from '@sinclair/typebox';

import { messages } from './fields';
import { bodySchema, changedImage, itemSchema, newImage, stringEnum, titleFields } from './common';
import { MAX_RECIPIENTS, NOTICE_TO, NOTIFICATION_MESSAGES, NOTIFICATION_TYPES } from './formRules';

/** A recipient as the answers name it, for display: the user's id, name and e-mail. */
export const recipientSchema = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
});
export type Recipient = Static<typeof recipientSchema>;

/** As the API answers it: `image` is a URL relative to the API's origin. */
export const notificationSchema = itemSchema({
  title: Type.String(),
  description: Type.String(),
  type: stringEnum(NOTIFICATION_TYPES),
  noticeTo: stringEnum(NOTICE_TO),
  /** The users' ids of a notice To Specific Users, as chosen; none for any other. */
  recipients: Type.Array(Type.String()),
  image: Type.String(),
  /**
   * The recipients the shop still has, in the same order, named: read only, never sent. A user
   * the shop has since deleted is in `recipients` alone.
   */
  recipientUsers: Type.Array(recipientSchema),
});
export type Notification = Static<typeof notificationSchema>;

const fields = {
  ...titleFields,
  type: stringEnum(NOTIFICATION_TYPES, messages({ required: NOTIFICATION_MESSAGES.type })),
  noticeTo: stringEnum(NOTICE_TO, messages({ required: NOTIFICATION_MESSAGES.noticeTo })),
  /**
   * Users' ids: at least one for Specific Users, none for the others (routes/managed.ts checks
   * both, and that each names a user). Left out, none: the requirements' body has no such field.
   */
  recipients: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 128 }), {
      maxItems: MAX_RECIPIENTS,
      uniqueItems: true,
      default: [],
    }),
  ),
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
