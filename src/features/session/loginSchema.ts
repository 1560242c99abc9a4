import * as yup from 'yup';
import { requiredText } from '@/lib/textSchema';

/**
 * The login rules of docs/requirements.md#5-validation and docs/decisions.md#3-gaps-decided, in
 * their exact words.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long.';

export const loginSchema = yup.object({
  email: requiredText('Email is required.').email('Enter a valid email address.'),
  password: yup.string().required(PASSWORD_TOO_SHORT).min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
