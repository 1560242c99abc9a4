import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { bindField } from '@/lib/formik';
import { useCodeForm } from './useCodeForm';

/** Two-factor sign-in is on: a code from the app, or a recovery code, turns it off. */
export function TwoFactorOff({ onOff, onCancel }: { onOff: () => void; onCancel: () => void }) {
  // DELETE /admin/profile/two-factor: the server's words in a snackbar, and the dialog closes; a
  // refusal (a wrong code, or a requirement of every account) is said under the field.
  const formik = useCodeForm('turnOffTwoFactor', ({ message }) => {
    enqueueSnackbar(message, { variant: 'success' });
    onOff();
  });
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Two-factor sign-in is on. To turn it off, enter the current code from your authenticator
          app, or one of your recovery codes; your password alone then signs you in.
        </DialogContentText>
        <TextField
          label="Code"
          required
          fullWidth
          autoComplete="one-time-code"
          {...bindField(formik, 'code', 'two-factor-off')}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" color="error" loading={formik.isSubmitting}>
          Turn off
        </Button>
      </DialogActions>
    </form>
  );
}
