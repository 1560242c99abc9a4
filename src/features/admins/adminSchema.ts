import * as yup from 'yup';
import { emailAddress, requiredText } from '@/lib/textSchema';
import { ACCOUNT_MESSAGES as SAYS, EMAIL_MESSAGES } from '../../../contract/accountRules';
import { MAX_LENGTHS } from '../../../contract/formRules';
import { ROLES } from '../../../contract/roles';

/**
 * Name and email required, the email must be an email (docs/requirements.md#5-validation); the
 * roles of docs/requirements.md#6-roles-and-permissions; whether the account is disabled (edit
 * only).
 */
export const adminSchema = yup.object({
  name: requiredText(SAYS.nameRequired, ['name', MAX_LENGTHS.adminName]),
  email: emailAddress(EMAIL_MESSAGES.required),
  role: yup.string().oneOf(ROLES, SAYS.roleRequired).required(SAYS.roleRequired),
  disabled: yup.boolean().required(),
});

/** What the form saves: the schema's output, trimmed and typed. */
export type AdminDraft = yup.InferType<typeof adminSchema>;
