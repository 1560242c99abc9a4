/**
 * Two-factor sign-in with an authenticator app (docs/api.md#two-factor-sign-in): RFC 6238 codes
 * (SHA-1, 6 digits, 30 s: what every authenticator app makes), turned on by a current code, with
 * one-time recovery codes; the sign-in then asks for a code after the password.
 */
import { Type, type Static } from '@sinclair/typebox';

import { loginReplySchema } from './auth';
import { bodySchema, envelope } from './common';
import { messages } from './fields';
import { TWO_FACTOR_MESSAGES } from './twoFactorRules';

export { RECOVERY_CODE_COUNT, TOTP, TWO_FACTOR_MESSAGES } from './twoFactorRules';

const code = Type.String({
  minLength: 1,
  maxLength: 32,
  description: 'A 6-digit code from the authenticator app, or one of the recovery codes.',
  ...messages({ required: TWO_FACTOR_MESSAGES.codeRequired }),
});

export const twoFactorSetupReplySchema = Type.Object({
  ...envelope,
  secret: Type.String({ description: 'The secret as base32 text, to type into the app.' }),
  otpauthUrl: Type.String({ description: 'The otpauth:// address the QR code holds.' }),
});
export type TwoFactorSetupReply = Static<typeof twoFactorSetupReplySchema>;

export const twoFactorCodeBodySchema = bodySchema({ code });
export type TwoFactorCodeBody = Static<typeof twoFactorCodeBodySchema>;

export const twoFactorOnReplySchema = Type.Object({
  ...envelope,
  recoveryCodes: Type.Array(Type.String(), {
    description: 'Each signs in once in place of a code; shown this once.',
  }),
});
export type TwoFactorOnReply = Static<typeof twoFactorOnReplySchema>;

export const secondFactorBodySchema = bodySchema({
  challenge: Type.String({
    minLength: 1,
    maxLength: 2048,
    description: "The sign-in's challenge, as the password step answered it.",
  }),
  code,
});
export type SecondFactorBody = Static<typeof secondFactorBodySchema>;

/** The sign-in's answer to a right password on an account with two-factor sign-in on. */
export const secondFactorReplySchema = Type.Object({
  status: Type.Literal(true),
  message: Type.String(),
  challenge: Type.String({
    description: 'Sent back with the code to POST /admin/admin-login/second-factor; 5 minutes.',
  }),
});

/** The sign-in's answer: a session's token, or, with two-factor sign-in on, its challenge. */
export const signInReplySchema = Type.Union([loginReplySchema, secondFactorReplySchema]);

/** Whether a Super Admin requires two-factor sign-in of every account. */
export const twoFactorRequirementBodySchema = bodySchema({
  required: Type.Boolean({ ...messages({ invalid: 'required must be true or false.' }) }),
});
export type TwoFactorRequirementBody = Static<typeof twoFactorRequirementBodySchema>;

export const twoFactorRequirementReplySchema = Type.Object({
  ...envelope,
  required: Type.Boolean(),
});
