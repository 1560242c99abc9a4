/**
 * Notification form rules (docs/requirements.md#5-validation) and the enums of
 * docs/requirements.md#9-constants-and-limits, in their exact words.
 */
import * as yup from 'yup';
import { requiredText } from '@/lib/textSchema';
import type { Status } from '../../../contract/common';
import type { Notification as WireNotification } from '../../../contract/notification';
import { imageFileSchema } from '@/lib/imageSchema';
import { NOTICE_TO_LABELS, NOTIFICATION_TYPE_LABELS } from '@/lib/valueWords';

export type NotificationType = WireNotification['type'];
export type NoticeTo = WireNotification['noticeTo'];

/** The status call takes the banner's values (docs/decisions.md#3-gaps-decided). */
export type NotificationStatus = Status;

/** The contract's values, in the order the form offers them: every one has its label. */
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_TYPE_LABELS) as NotificationType[];
export const NOTICE_TO = Object.keys(NOTICE_TO_LABELS) as NoticeTo[];

/** The label of a known value; anything else the server sends is shown as it came. */
export const labelOf = <K extends string>(labels: Record<K, string>, value: string | undefined) =>
  value === undefined ? '' : (labels[value as K] ?? value);

export const NOTIFICATION_MESSAGES = {
  title: 'Title is required.',
  description: 'Description is required.',
  type: 'Type is required.',
  noticeTo: 'Notice To is required.',
  imageRequired: 'Notification image is required.',
  imageTooLarge: 'Image must be smaller than 5MB.',
} as const;

export interface NotificationFormValues {
  title: string;
  description: string;
  type: NotificationType | '';
  noticeTo: NoticeTo | '';
  /** A newly chosen file; on edit, none keeps the saved image. */
  image: File | null;
}

const buildSchema = (editing: boolean) =>
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

/** The image is required on create and optional on edit. */
export const notificationSchemas = { create: buildSchema(false), edit: buildSchema(true) };
