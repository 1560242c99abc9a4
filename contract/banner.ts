/**
 * A banner on the wire: the item the API answers, and the bodies of create and update with the
 * texts of docs/requirements.md#banner-management.
 */
import { Type, type Static } from '@sinclair/typebox';

import { messages } from './fields';
import {
  bodySchema,
  changedImage,
  itemSchema,
  MAX_INT,
  newImage,
  STATUSES,
  statusSchema,
  stringEnum,
  titleFields,
} from './common';
import { BANNER_MESSAGES, MAX_LENGTHS, MIN_POSITION, SCHEDULE_MESSAGES } from './formRules';

/** As the API answers it: image fields are URLs relative to the API's origin. */
export const bannerSchema = itemSchema({
  position: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  /** Empty for no link. */
  redirectUrl: Type.String(),
  bannerImageDesktop: Type.String(),
  bannerImageMobile: Type.String(),
  /** The reference server's (docs/api.md#banner-schedules): null where there is none. */
  startsAt: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  endsAt: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type Banner = Static<typeof bannerSchema>;

// The refusals of a banner's schedule: in formRules.ts, whose values the web app imports too.
export { SCHEDULE_MESSAGES };

/**
 * A moment of a banner's schedule, RFC 3339 with its offset (`Z` or `+05:30`); null for none.
 * Left out on update, the stored one stays.
 */
const moment = (name: string, description: string) =>
  Type.Optional(
    Type.Union(
      [
        Type.String({
          format: 'date-time',
          maxLength: 40,
          ...messages({ invalid: SCHEDULE_MESSAGES.moment(name) }),
        }),
        Type.Null(),
      ],
      { description },
    ),
  );

const schedule = {
  startsAt: moment('startsAt', 'When the banner goes live; null or left out: at once.'),
  endsAt: moment('endsAt', 'When the banner ends, after startsAt; null or left out: never.'),
};

const { position, desktopRequired, mobileRequired } = BANNER_MESSAGES;

const fields = {
  position: Type.Integer({
    minimum: MIN_POSITION,
    maximum: MAX_INT,
    ...messages({ required: position, invalid: position }),
  }),
  ...titleFields,
};

/**
 * The reference server's own field of a banner write (docs/api.md#banner-positions): true moves
 * every other banner at or after the position down by one when another holds it, in the write's
 * transaction. Left out, a taken position is shared, as before.
 */
const shift = Type.Optional(
  Type.Boolean({
    description:
      'Whether every other banner at or after the position moves down one when another holds it.',
  }),
);

const redirectUrl = (options: { default?: string } = {}) =>
  Type.String({ ...options, format: 'http-url', maxLength: MAX_LENGTHS.redirectUrl });

/**
 * The images are data URLs here; the repository is given their stored file names instead. The
 * link and the status are required with a default: AJV fills them in when left out.
 */
export const createBannerSchema = bodySchema({
  ...fields,
  redirectUrl: redirectUrl({ default: '' }),
  status: stringEnum(STATUSES, { default: 'active' }),
  bannerImageDesktop: newImage(desktopRequired),
  bannerImageMobile: newImage(mobileRequired),
  shift,
  ...schedule,
});
export type NewBanner = Static<typeof createBannerSchema>;

/**
 * As on create, but what is left out keeps its stored value: the images (also when empty or
 * sent as the URL the item answers for them, which routes/resourceWrites.ts checks), the
 * redirect URL and the status.
 */
export const updateBannerSchema = bodySchema({
  ...fields,
  redirectUrl: Type.Optional(redirectUrl()),
  status: Type.Optional(statusSchema),
  bannerImageDesktop: changedImage(),
  bannerImageMobile: changedImage(),
  shift,
  ...schedule,
});
