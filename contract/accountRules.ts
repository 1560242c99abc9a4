/**
 * The texts of signing in and of the admin accounts (docs/api.md#admin-accounts): the server's
 * answers and refusals, which the web app's forms and the tab's own admin list say too. Plain
 * values with no schema, so that both sides import the very words.
 */

/** An e-mail address's refusals, the sign-in's and an account's. */
export const EMAIL_MESSAGES = {
  required: 'Email is required.',
  invalid: 'Enter a valid email address.',
} as const;

export const SIGN_IN_MESSAGES = {
  invalidCredentials: 'Invalid credentials.',
  sessionExpired: 'Authentication required. Please login again.',
  currentPasswordRequired: 'Current password is required.',
  currentPasswordIncorrect: 'Current password is incorrect.',
  newPasswordRequired: 'New password is required.',
  newPasswordUnchanged: 'New password must differ from the current one.',
} as const;

export const ACCOUNT_MESSAGES = {
  nameRequired: 'Name is required.',
  roleRequired: 'Role is required.',
  emailTaken: 'An admin with this email already exists.',
  created: 'Admin created successfully!',
  updated: 'Admin updated successfully!',
  deleted: 'Admin deleted successfully!',
  passwordReset: 'Password reset.',
  twoFactorReset: 'Two-factor sign-in reset.',
} as const;
