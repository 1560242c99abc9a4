/**
 * Admin accounts on the wire (docs/api.md#admin-accounts): the account as the API answers it,
 * the paged list's query, the bodies of create and update with the specification's texts, and
 * the signed-in admin's own password change.
 */
import { Type, type Static } from '@sinclair/typebox';

import { messages, normalForm } from './fields';
import { atLeastVisible, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from './text';
import { bodySchema, envelope, requiredText, stringEnum } from './common';
import { ROLES } from './roles';
import { ACCOUNT_MESSAGES, EMAIL_MESSAGES, SIGN_IN_MESSAGES } from './accountRules';
import { MAX_LENGTHS } from './formRules';
import { pageQuery } from './shopLists';

export const adminAccountSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: stringEnum(ROLES),
  createdAt: Type.String({ description: 'ISO 8601' }),
  lastSignInAt: Type.Union([Type.String({ description: 'ISO 8601' }), Type.Null()]),
  disabled: Type.Boolean(),
  mustSetPassword: Type.Boolean({
    description: 'True until the admin replaces the one-time password they were given.',
  }),
  twoFactor: Type.Boolean({
    description: 'Whether the sign-in asks for a code after the password (two-factor sign-in).',
  }),
  version: Type.Integer({ description: 'Sent back in If-Match by an update or delete.' }),
});
export type AdminAccount = Static<typeof adminAccountSchema>;

export const ADMIN_SORT_KEYS = ['createdAt', 'name', 'email', 'role', 'lastSignInAt'] as const;
export type AdminSort = (typeof ADMIN_SORT_KEYS)[number];

export const adminsPageQuerySchema = pageQuery(ADMIN_SORT_KEYS, {});

const accountFields = {
  name: requiredText(MAX_LENGTHS.adminName, ACCOUNT_MESSAGES.nameRequired),
  // Put in its normal form first (docs/api.md#admin-accounts): a look-alike is the same account.
  email: Type.String({
    format: 'email',
    maxLength: MAX_LENGTHS.email,
    ...normalForm('email'),
    ...messages(EMAIL_MESSAGES),
  }),
  role: stringEnum(ROLES, messages({ required: ACCOUNT_MESSAGES.roleRequired })),
};

export const createAdminBodySchema = bodySchema(accountFields);
export type CreateAdminBody = Static<typeof createAdminBodySchema>;

/** As on create; `disabled` left out keeps the account as it is. */
export const updateAdminBodySchema = bodySchema({
  ...accountFields,
  disabled: Type.Optional(Type.Boolean()),
});
export type UpdateAdminBody = Static<typeof updateAdminBodySchema>;

export const adminReplySchema = Type.Object({ ...envelope, admin: adminAccountSchema });

/**
 * A created account, or a reset password: the one-time password is answered this once and
 * never stored in the clear.
 */
export const oneTimePasswordReplySchema = Type.Object({
  ...envelope,
  admin: adminAccountSchema,
  oneTimePassword: Type.String(),
});
export type OneTimePasswordReply = Static<typeof oneTimePasswordReplySchema>;

/**
 * The proof a change to how one's own account signs in asks for (docs/api.md#your-own-account):
 * the password the admin already holds, at first sign-in the one-time one.
 */
export const currentPasswordSchema = Type.String({
  minLength: 1,
  maxLength: MAX_LENGTHS.password,
  ...messages({ required: SIGN_IN_MESSAGES.currentPasswordRequired }),
});

/** The signed-in admin's own password change. */
export const passwordChangeBodySchema = bodySchema({
  currentPassword: currentPasswordSchema,
  newPassword: Type.String({
    minLength: PASSWORD_MIN_LENGTH,
    pattern: atLeastVisible(PASSWORD_MIN_LENGTH),
    maxLength: MAX_LENGTHS.password,
    ...messages({ required: SIGN_IN_MESSAGES.newPasswordRequired, invalid: PASSWORD_TOO_SHORT }),
  }),
});
export type PasswordChangeBody = Static<typeof passwordChangeBodySchema>;

/**
 * A change that ends the admin's other sessions (a password change, signing out elsewhere)
 * answers a new token for this one.
 */
export const freshTokenReplySchema = Type.Object({ ...envelope, token: Type.String() });
export type FreshTokenReply = Static<typeof freshTokenReplySchema>;
