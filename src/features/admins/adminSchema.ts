import * as yup from 'yup';
import { requiredText } from '@/lib/textSchema';
import { ROLES } from '../../../contract/roles';

/**
 * Name and email required, the email must be an email (docs/requirements.md#5-validation); the
 * roles of docs/requirements.md#6-roles-and-permissions; whether the account is disabled (edit
 * only).
 */
export const adminSchema = yup.object({
  name: requiredText('Name is required.'),
  email: requiredText('Email is required.').email('Enter a valid email address.'),
  role: yup.string().oneOf(ROLES, 'Role is required.').required('Role is required.'),
  disabled: yup.boolean().required(),
});

/** What the form saves: the schema's output, trimmed and typed. */
export type AdminDraft = yup.InferType<typeof adminSchema>;
