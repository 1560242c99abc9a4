import * as yup from 'yup';
import { emailAddress } from '@/lib/textSchema';
import { EMAIL_MESSAGES } from '../../../contract/accountRules';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '../../../contract/text';

/**
 * The login rules of docs/requirements.md#5-validation and docs/decisions.md#3-gaps-decided, in
 * their exact words (the password's, the server's: contract/text.ts).
 */
export const loginSchema = yup.object({
  email: emailAddress(EMAIL_MESSAGES.required),
  password: yup.string().required(PASSWORD_TOO_SHORT).min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
