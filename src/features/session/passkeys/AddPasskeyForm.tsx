import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PASSKEY_NAME_MAX } from '../../../../contract/passkeyRules';
import { bindField } from '@/lib/formik';
import { useAddPasskey } from './useAddPasskey';

/**
 * A name for the new passkey (the device it is on) and the current password, which proves the
 * session is the admin's own; then Add a passkey opens the browser's prompt.
 */
export function AddPasskeyForm() {
  const formik = useAddPasskey();
  const field = bindField(formik, 'name', 'passkey');
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Passkey name"
          required
          size="small"
          autoComplete="off"
          {...field}
          helperText={field.helperText ?? 'Such as the device it is on.'}
          slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX } }}
          sx={{ flex: 1 }}
        />
        <TextField
          label="Current password"
          type="password"
          required
          size="small"
          autoComplete="current-password"
          {...bindField(formik, 'currentPassword', 'passkey')}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          Add a passkey
        </Button>
      </Stack>
    </form>
  );
}
