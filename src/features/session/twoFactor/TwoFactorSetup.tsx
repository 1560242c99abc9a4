import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import type { TwoFactorOnReply } from '../../../../contract/twoFactor';
import { TWO_FACTOR_MESSAGES } from '../../../../contract/twoFactorRules';
import { failureText, GENERIC_FAILURE } from '@/api/apiError';
import { profileApi } from '@/api/profile';
import { useAppDispatch } from '@/app/hooks';
import { bindField } from '@/lib/formik';
import { QrCode } from './QrCode';
import { SecretKey } from './SecretKey';
import { twoFactorApi } from './twoFactorApi';
import type { TwoFactorStart } from './useTwoFactorStart';

/**
 * PUT /admin/profile/two-factor with a current code: the recovery codes go to `onOn`; a refusal
 * is said under the field. The layout holds the profile only on the dashboard, where the tag
 * refetches it; elsewhere it is asked for here, so that the profile card says On, and the guard
 * of a required set-up (RequireTwoFactorSet) lets the admin through, while the codes show.
 */
function useTurnOnForm(onOn: (reply: TwoFactorOnReply) => void) {
  const dispatch = useAppDispatch();
  return useFormik({
    initialValues: { code: '' },
    validate: ({ code }) => (code.trim() ? {} : { code: TWO_FACTOR_MESSAGES.codeRequired }),
    onSubmit: async ({ code }, { setFieldError }) => {
      const request = dispatch(
        twoFactorApi.endpoints.turnOnTwoFactor.initiate({ code: code.trim() }),
      );
      try {
        const reply = await request.unwrap();
        onOn(reply);
        dispatch(profileApi.util.prefetch('getProfile', undefined, { force: true }));
      } catch (error) {
        setFieldError('code', failureText(error, GENERIC_FAILURE));
      } finally {
        request.reset();
      }
    },
  });
}

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
  const formik = useTurnOnForm(onOn);
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
