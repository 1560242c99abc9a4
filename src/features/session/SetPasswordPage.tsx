import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { PasswordFields } from './PasswordFields';
import { useLogout } from './useLogout';
import { usePasswordChange } from './usePasswordChange';

/**
 * First sign-in (docs/decisions.md#roles-and-your-own-account): an admin who signed in with the
 * one-time password they were given chooses their own before anything else; then the dashboard.
 */
export default function SetPasswordPage() {
  const logout = useLogout();
  // Once it is set, the page's guard (OnlyWhilePasswordToSet) takes the admin to the dashboard.
  const form = usePasswordChange((message) => {
    enqueueSnackbar(message, { variant: 'success' });
  });
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Typography component="h1" variant="h1" sx={{ mb: 0.5 }}>
          Set your password
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          You signed in with a one-time password. Choose your own to go on.
        </Typography>
        <form noValidate onSubmit={form.formik.handleSubmit}>
          <Stack spacing={2.5}>
            <PasswordFields form={form} currentLabel="One-time password" />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={form.formik.isSubmitting}
            >
              Set password
            </Button>
            <Button onClick={logout}>Logout</Button>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
