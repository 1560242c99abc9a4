import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { bindField } from '@/lib/formik';
import type { PasswordChangeForm } from './usePasswordChange';

/**
 * The three fields of a password change and the refusal that belongs to none of them. The first
 * one's name says which password it wants: the one-time one at first sign-in, else the current.
 */
export function PasswordFields({
  form: { formik, failure },
  currentLabel,
}: {
  form: PasswordChangeForm;
  currentLabel: string;
}) {
  return (
    <>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField
        label={currentLabel}
        type="password"
        autoComplete="current-password"
        required
        {...bindField(formik, 'currentPassword', 'own-password')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        {...bindField(formik, 'newPassword', 'own-password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        {...bindField(formik, 'confirmPassword', 'own-password')}
      />
    </>
  );
}
