/** Signing in, and the signed-in admin's session, on the wire. */
import { Type, type Static } from '@sinclair/typebox';

import { bodySchema, stringEnum } from './common';
import { normalForm } from './fields';
import { MAX_LENGTHS } from './formRules';
import { ROLES } from './roles';

export const loginBodySchema = bodySchema({
  // The same normal form as the accounts' (docs/api.md#sign-in-and-session): either spelling signs in.
  email: Type.String({ format: 'email', maxLength: MAX_LENGTHS.email, ...normalForm('email') }),
  password: Type.String({ minLength: 1, maxLength: MAX_LENGTHS.password }),
});
export type LoginBody = Static<typeof loginBodySchema>;

export const loginReplySchema = Type.Object({
  status: Type.Boolean(),
  token: Type.String(),
  message: Type.String(),
  mustSetPassword: Type.Boolean({
    description:
      'True for an account still on its one-time password: until it sets its own, every route but the profile, the password change and the logout answers 403.',
  }),
  mustSetUpTwoFactor: Type.Optional(
    Type.Boolean({
      description:
        'True where a Super Admin requires two-factor sign-in and the account has none: until it sets it up, routes answer 403 as for mustSetPassword. Left out after a code or a passkey.',
    }),
  ),
});
export type LoginReply = Static<typeof loginReplySchema>;

/** The public-facing service's token (routes/airlo.ts). */
export const airloTokenReplySchema = Type.Object({
  data: Type.Object({
    access_token: Type.String(),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer(),
  }),
});
export type AirloTokenReply = Static<typeof airloTokenReplySchema>;

export const profileSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: stringEnum(ROLES),
  mustSetPassword: Type.Boolean(),
  twoFactor: Type.Boolean({
    description: 'Whether the sign-in asks for a code after the password (two-factor sign-in).',
  }),
  mustSetUpTwoFactor: Type.Boolean({
    description:
      'True where a Super Admin required two-factor sign-in before this session began and this account has none: until it sets it up, every route but the profile, the set-up, the password change and the logout answers 403.',
  }),
  timeZone: Type.String({
    description:
      "The shop's IANA time zone (SHOP_TIME_ZONE): the days of the dashboard and the lists' filters run from its midnight, and the banners' schedules are shown and entered in it.",
  }),
});
export type Profile = Static<typeof profileSchema>;
