import * as yup from 'yup';
import { visibleCharacters } from '@/lib/textSchema';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '../../../contract/text';

/**
 * The admin's own password change, at first sign-in or from the profile card
 * (docs/decisions.md#roles-and-your-own-account): the login's rule for a new password, and the
 * confirmation typed again.
 */
export const CURRENT_PASSWORD_REQUIRED = 'Current password is required.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

export const passwordChangeSchema = yup.object({
  currentPassword: yup.string().required(CURRENT_PASSWORD_REQUIRED),
  // Characters a reader sees, as the server counts them: eight spaces are no password.
  newPassword: visibleCharacters(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
  confirmPassword: yup.string().oneOf([yup.ref('newPassword')], PASSWORDS_DO_NOT_MATCH),
});

export type PasswordChangeValues = yup.InferType<typeof passwordChangeSchema>;
export type PasswordField = keyof PasswordChangeValues;

/** The server's refusals that are about one field, shown under it; any other above the form. */
const FIELD_OF_REFUSAL: Readonly<Record<string, PasswordField>> = {
  'Current password is incorrect.': 'currentPassword',
  [CURRENT_PASSWORD_REQUIRED]: 'currentPassword',
  'New password must differ from the current one.': 'newPassword',
  'New password is required.': 'newPassword',
  [PASSWORD_TOO_SHORT]: 'newPassword',
};

export const fieldOfRefusal = (message: string): PasswordField | undefined =>
  FIELD_OF_REFUSAL[message];
