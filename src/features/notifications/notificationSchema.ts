/**
 * Notification form rules (docs/requirements.md#5-validation) and the enums of
 * docs/requirements.md#9-constants-and-limits, in their exact words: the server's
 * (contract/formRules.ts).
 */
import * as yup from 'yup';
import { requiredText } from '@/lib/textSchema';
import type { Notification } from '../../../contract/notification';
import { NOTICE_TO, NOTIFICATION_MESSAGES, NOTIFICATION_TYPES } from '../../../contract/formRules';
import { imageFileSchema } from '@/lib/imageSchema';

export interface NotificationFormValues {
  title: string;
  description: string;
  type: Notification['type'] | '';
  noticeTo: Notification['noticeTo'] | '';
  /** A newly chosen file; on edit, none keeps the saved image. */
  image: File | null;
}

/** The image is required on create and optional on edit. */
export const notificationSchema = (editing: boolean) =>
  yup.object({
    title: requiredText(NOTIFICATION_MESSAGES.title),
    description: requiredText(NOTIFICATION_MESSAGES.description),
    type: yup
      .string()
      .required(NOTIFICATION_MESSAGES.type)
      .oneOf(NOTIFICATION_TYPES, NOTIFICATION_MESSAGES.type),
    noticeTo: yup
      .string()
      .required(NOTIFICATION_MESSAGES.noticeTo)
      .oneOf(NOTICE_TO, NOTIFICATION_MESSAGES.noticeTo),
    image: imageFileSchema({
      required: !editing,
      requiredMessage: NOTIFICATION_MESSAGES.imageRequired,
      tooLargeMessage: NOTIFICATION_MESSAGES.imageTooLarge,
    }),
  });
