import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TwoFactorOnReply } from '../../../../contract/twoFactor';
import { bindField } from '@/lib/formik';
import { QrCode } from './QrCode';
import { SecretKey } from './SecretKey';
import { useCodeForm } from './useCodeForm';
import type { TwoFactorStart } from './useTwoFactorStart';

interface TwoFactorSetupProps {
  start: TwoFactorStart;
  onOn: (reply: TwoFactorOnReply) => void;
  onCancel: () => void;
  /** The button that leaves without turning it on: Cancel in the dialog, Logout on the page. */
  cancelLabel?: string;
}

/** Step one: the QR code and the key of the new secret, and the app's current code to turn it on. */
export function TwoFactorSetup({
  start,
  onOn,
  onCancel,
  cancelLabel = 'Cancel',
}: TwoFactorSetupProps) {
  const formik = useCodeForm('turnOnTwoFactor', onOn);
  const { reply, failure } = start;
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <DialogContent>
        {failure && <Alert severity="error">{failure}</Alert>}
        {!reply && !failure && (
          <CircularProgress aria-label="Setting up" sx={{ display: 'block', mx: 'auto' }} />
        )}
        {reply && (
          <Stack spacing={2}>
            <DialogContentText>{reply.message}</DialogContentText>
            <QrCode value={reply.otpauthUrl} />
            <SecretKey secret={reply.secret} />
            <TextField
              label="Code"
              required
              autoComplete="one-time-code"
              {...bindField(formik, 'code', 'two-factor')}
              slotProps={{ htmlInput: { inputMode: 'numeric', spellCheck: false } }}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{cancelLabel}</Button>
        <Button type="submit" variant="contained" loading={formik.isSubmitting} disabled={!reply}>
          Turn on
        </Button>
      </DialogActions>
    </form>
  );
}
