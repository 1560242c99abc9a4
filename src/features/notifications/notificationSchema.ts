/**
 * Notification form rules (docs/requirements.md#5-validation) and the enums of
 * docs/requirements.md#9-constants-and-limits, in their exact words: the server's
 * (contract/formRules.ts); and the recipients of a notice To Specific Users, in ours
 * (docs/api.md#notification-recipients).
 */
import * as yup from 'yup';
import { titleAndDescription } from '@/lib/textSchema';
import type { Notification, Recipient } from '../../../contract/notification';
import {
  NOTICE_TO,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  SPECIFIC_USERS,
} from '../../../contract/formRules';
import { imageFileSchema } from '@/lib/imageSchema';

/** Where no users can be chosen: said in the picker's place, and under Notice To on saving. */
export const RECIPIENTS_TEXTS = {
  unavailable: 'Choosing users is not available on this backend.',
  noticeTo: 'Specific Users cannot be saved here: choose another Notice To.',
} as const;

export interface NotificationFormValues {
  title: string;
  description: string;
  type: Notification['type'] | '';
  noticeTo: Notification['noticeTo'] | '';
  /** The users chosen for Specific Users, named; sent only with it. */
  recipients: Recipient[];
  /** A newly chosen file; on edit, none keeps the saved image. */
  image: File | null;
}

/**
 * The image is required on create and optional on edit. Specific Users needs at least one user
 * where users can be chosen (`choosesUsers`), and cannot be saved where they cannot: a notice
 * saved To Specific Users without recipients would reach no one.
 */
export const notificationSchema = (editing: boolean, choosesUsers = true) =>
  yup.object({
    ...titleAndDescription(NOTIFICATION_MESSAGES),
    type: yup
      .string()
      .required(NOTIFICATION_MESSAGES.type)
      .oneOf(NOTIFICATION_TYPES, NOTIFICATION_MESSAGES.type),
    noticeTo: yup
      .string()
      .required(NOTIFICATION_MESSAGES.noticeTo)
      .oneOf(NOTICE_TO, NOTIFICATION_MESSAGES.noticeTo)
      .test('users-chosen-here', RECIPIENTS_TEXTS.noticeTo, (value) => {
        return choosesUsers || value !== SPECIFIC_USERS;
      }),
    recipients: yup
      .array()
      .when('noticeTo', ([noticeTo], schema) =>
        noticeTo === SPECIFIC_USERS && choosesUsers
          ? schema.min(1, NOTIFICATION_MESSAGES.recipientsRequired)
          : schema,
      ),
    image: imageFileSchema({
      field: 'image',
      required: !editing,
      requiredMessage: NOTIFICATION_MESSAGES.imageRequired,
      tooLargeMessage: NOTIFICATION_MESSAGES.imageTooLarge,
    }),
  });
