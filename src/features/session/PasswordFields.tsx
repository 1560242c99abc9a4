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
      {(
        [
          ['currentPassword', currentLabel, 'current-password'],
          ['newPassword', 'New password', 'new-password'],
          ['confirmPassword', 'Confirm new password', 'new-password'],
        ] as const
      ).map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          label={label}
          type="password"
          autoComplete={autoComplete}
          required
          {...bindField(formik, name, 'own-password')}
        />
      ))}
    </>
  );
}
