/**
 * Banner form rules (docs/requirements.md#5-validation) in their exact words, and the redirect
 * URL rule.
 */
import * as yup from 'yup';
import { requiredText } from '@/lib/textSchema';
import type { Status } from '../../../contract/common';
import { imageFileSchema } from '@/lib/imageSchema';
import { STATUSES } from '@/components/StatusToggle';

export type BannerStatus = Status;

/**
 * Positions start at 1 (docs/requirements.md#9-constants-and-limits); the server stores them as
 * a 32-bit integer.
 */
export const MIN_POSITION = 1;
const MAX_POSITION = 2_147_483_647;

export const BANNER_MESSAGES = {
  position: 'Valid position number is required.',
  title: 'Title is required.',
  description: 'Description is required.',
  redirectUrl: 'Enter a valid http:// or https:// URL.',
  desktopRequired: 'Desktop image is required.',
  mobileRequired: 'Mobile image is required.',
  desktopTooLarge: 'Desktop image must be smaller than 5MB.',
  mobileTooLarge: 'Mobile image must be smaller than 5MB.',
} as const;

/**
 * A redirect link is enabled only for an http: or https: URL, never `javascript:` and the like
 * (docs/decisions.md#2-defects-fixed). The same rule as the server's.
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export interface BannerFormValues {
  /** Formik gives a number input's value as a number, or '' when it is empty or unreadable. */
  position: number | '';
  title: string;
  description: string;
  redirectUrl: string;
  status: BannerStatus;
  /** Newly chosen files; on edit, none keeps the saved image. */
  desktopImage: File | null;
  mobileImage: File | null;
}

const buildSchema = (editing: boolean) =>
  yup.object({
    position: yup
      .number()
      .typeError(BANNER_MESSAGES.position)
      .required(BANNER_MESSAGES.position)
      .integer(BANNER_MESSAGES.position)
      .min(MIN_POSITION, BANNER_MESSAGES.position)
      .max(MAX_POSITION, BANNER_MESSAGES.position),
    title: requiredText(BANNER_MESSAGES.title),
    description: requiredText(BANNER_MESSAGES.description),
    redirectUrl: yup
      .string()
      .trim()
      .test('http-url', BANNER_MESSAGES.redirectUrl, (value) => !value || isHttpUrl(value)),
    status: yup.string().required().oneOf(STATUSES),
    desktopImage: imageFileSchema({
      required: !editing,
      requiredMessage: BANNER_MESSAGES.desktopRequired,
      tooLargeMessage: BANNER_MESSAGES.desktopTooLarge,
    }),
    mobileImage: imageFileSchema({
      required: !editing,
      requiredMessage: BANNER_MESSAGES.mobileRequired,
      tooLargeMessage: BANNER_MESSAGES.mobileTooLarge,
    }),
  });

/** The images are required on create and optional on edit. */
export const bannerSchemas = { create: buildSchema(false), edit: buildSchema(true) };
