import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { enqueueSnackbar } from 'notistack';
import { TWO_FACTOR_MESSAGES } from '../../../../contract/twoFactorRules';
import { failureText, GENERIC_FAILURE } from '@/api/apiError';
import { profileApi } from '@/api/profile';
import { useAppDispatch } from '@/app/hooks';
import { bindField } from '@/lib/formik';
import { twoFactorApi } from './twoFactorApi';

/**
 * DELETE /admin/profile/two-factor with a current code or a recovery code: the server's words in
 * a snackbar and the dialog closes, the profile asked for again so the card no longer says On; a
 * refusal (a wrong code, or a requirement of every account) is said under the field.
 */
function useTurnOffForm(onOff: () => void) {
  const dispatch = useAppDispatch();
  return useFormik({
    initialValues: { code: '' },
    validate: ({ code }) => (code.trim() ? {} : { code: TWO_FACTOR_MESSAGES.codeRequired }),
    onSubmit: async ({ code }, { setFieldError }) => {
      const request = dispatch(
        twoFactorApi.endpoints.turnOffTwoFactor.initiate({ code: code.trim() }),
      );
      try {
        const { message } = await request.unwrap();
        enqueueSnackbar(message, { variant: 'success' });
        onOff();
        dispatch(profileApi.util.prefetch('getProfile', undefined, { force: true }));
      } catch (error) {
        setFieldError('code', failureText(error, GENERIC_FAILURE));
      } finally {
        request.reset();
      }
    },
  });
}

/** Two-factor sign-in is on: a code from the app, or a recovery code, turns it off. */
export function TwoFactorOff({ onOff, onCancel }: { onOff: () => void; onCancel: () => void }) {
  const formik = useTurnOffForm(onOff);
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
