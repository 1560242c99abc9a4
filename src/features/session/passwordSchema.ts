import * as yup from 'yup';
import { visibleCharacters, withinLimit } from '@/lib/textSchema';
import { MAX_LENGTHS } from '../../../contract/formRules';
import { SIGN_IN_MESSAGES as SAYS } from '../../../contract/accountRules';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '../../../contract/text';

/**
 * The admin's own password change, at first sign-in or from the profile card
 * (docs/decisions.md#roles-and-your-own-account): the login's rule for a new password, and the
 * confirmation typed again.
 */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

/** The password the admin holds, which every change to how they sign in asks for. */
export const currentPasswordRule = yup.string().required(SAYS.currentPasswordRequired);

export const passwordChangeSchema = yup.object({
  currentPassword: currentPasswordRule,
  // Characters a reader sees, as the server counts them: eight spaces are no password.
  newPassword: visibleCharacters(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).test(
    withinLimit(['newPassword', MAX_LENGTHS.password]),
  ),
  confirmPassword: yup.string().oneOf([yup.ref('newPassword')], PASSWORDS_DO_NOT_MATCH),
});

export type PasswordChangeValues = yup.InferType<typeof passwordChangeSchema>;
export type PasswordField = keyof PasswordChangeValues;

/** The server's refusals that are about one field, shown under it; any other above the form. */
const FIELD_OF_REFUSAL: Readonly<Record<string, PasswordField>> = {
  [SAYS.currentPasswordIncorrect]: 'currentPassword',
  [SAYS.currentPasswordRequired]: 'currentPassword',
  [SAYS.newPasswordUnchanged]: 'newPassword',
  [SAYS.newPasswordRequired]: 'newPassword',
  [PASSWORD_TOO_SHORT]: 'newPassword',
};

export const fieldOfRefusal = (message: string): PasswordField | undefined =>
  FIELD_OF_REFUSAL[message];
