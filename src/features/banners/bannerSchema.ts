/**
 * Banner form rules (docs/requirements.md#5-validation) in their exact words, and the redirect
 * URL rule: the server's (contract/formRules.ts).
 */
import * as yup from 'yup';
import { titleAndDescription, withinLimit } from '@/lib/textSchema';
import type { Status } from '../../../contract/common';
import {
  BANNER_MESSAGES,
  isHttpUrl,
  MAX_INT,
  MAX_LENGTHS,
  MIN_POSITION,
  SCHEDULE_MESSAGES,
} from '../../../contract/formRules';
import { imageFileSchema } from '@/lib/imageSchema';
import { STATUSES } from '@/components/StatusToggle';
import type { ScheduleValues } from './bannerSchedule';

export interface BannerFormValues extends ScheduleValues {
  /** Formik gives a number input's value as a number, or '' when it is empty or unreadable. */
  position: number | '';
  title: string;
  description: string;
  redirectUrl: string;
  status: Status;
  /** Newly chosen files; on edit, none keeps the saved image. */
  desktopImage: File | null;
  mobileImage: File | null;
  /** Whether the banners at or after a taken position move down one on save. */
  shift: boolean;
}

/** The images are required on create and optional on edit. */
export const bannerSchema = (editing: boolean) =>
  yup.object({
    position: yup
      .number()
      .typeError(BANNER_MESSAGES.position)
      .required(BANNER_MESSAGES.position)
      .integer(BANNER_MESSAGES.position)
      .min(MIN_POSITION, BANNER_MESSAGES.position)
      .max(MAX_INT, BANNER_MESSAGES.position),
    ...titleAndDescription(BANNER_MESSAGES),
    redirectUrl: yup
      .string()
      .trim()
      .test(withinLimit(['redirectUrl', MAX_LENGTHS.redirectUrl]))
      .test('http-url', BANNER_MESSAGES.redirectUrl, (value) => !value || isHttpUrl(value)),
    status: yup.string().required().oneOf(STATUSES),
    desktopImage: imageFileSchema({
      field: 'bannerImageDesktop',
      required: !editing,
      requiredMessage: BANNER_MESSAGES.desktopRequired,
      tooLargeMessage: BANNER_MESSAGES.desktopTooLarge,
    }),
    mobileImage: imageFileSchema({
      field: 'bannerImageMobile',
      required: !editing,
      requiredMessage: BANNER_MESSAGES.mobileRequired,
      tooLargeMessage: BANNER_MESSAGES.mobileTooLarge,
    }),
    shift: yup.boolean().required(),
    startsAt: yup.string(),
    // Both are wall clocks in the one zone, 'YYYY-MM-DDTHH:mm', whose order is their text's; the
    // server checks the moments again (docs/api.md#banner-schedules).
    endsAt: yup
      .string()
      .test(
        'after-start',
        SCHEDULE_MESSAGES.order,
        (endsAt, { parent }: { parent: ScheduleValues }) =>
          !endsAt || !parent.startsAt || endsAt > parent.startsAt,
      ),
  });
