import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useFormik } from 'formik';
import { bindField } from '@/lib/formik';
import { GENERIC_FAILURE, isApiError } from '@/api/apiError';
import { useAppDispatch } from '@/app/hooks';
import { useAdminLoginMutation } from './sessionApi';
import { loggedIn } from './sessionSlice';
import { loginSchema, type LoginValues } from './loginSchema';

const INVALID_CREDENTIALS = 'Invalid credentials.';

/**
 * 'Invalid credentials.' when status is not true, else the server's message
 * (docs/requirements.md#8-errors-and-messages).
 */
function loginFailureText(error: unknown): string {
  if (!isApiError(error)) return GENERIC_FAILURE;
  const body = error.data as { status?: unknown } | undefined;
  if (body && typeof body === 'object' && 'status' in body && body.status !== true) {
    return INVALID_CREDENTIALS;
  }
  return error.fromServer ? error.message : GENERIC_FAILURE;
}

/** The sign-in form's state: Formik, the call, and the failure shown above the fields. */
function useLoginForm() {
  const dispatch = useAppDispatch();
  const [login] = useAdminLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const reply = await login({
          email: values.email.trim(),
          password: values.password,
        }).unwrap();
        if (reply.status !== true || !reply.token) {
          setFailure(INVALID_CREDENTIALS);
          return;
        }
        // RedirectSignedIn takes the admin on to the dashboard or the page the guard stopped.
        dispatch(loggedIn(reply.token));
      } catch (error) {
        setFailure(loginFailureText(error));
      }
    },
  });
  return { formik, failure };
}

type LoginFormik = ReturnType<typeof useLoginForm>['formik'];

function PasswordField({ formik }: { formik: LoginFormik }) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label="Password"
      type={shown ? 'text' : 'password'}
      autoComplete="current-password"
      {...bindField(formik, 'password', 'login')}
      id="password"
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? 'Hide password' : 'Show password'}
                aria-pressed={shown}
                onClick={() => setShown((value) => !value)}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** Admin Login (docs/requirements.md#admin-login): email, password with show/hide, Sign In. */
export default function LoginPage() {
  const { formik, failure } = useLoginForm();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Typography color="primary" sx={{ mb: 1, fontWeight: 700 }}>
          Shop Back-office
        </Typography>
        <Typography component="h1" variant="h1" sx={{ mb: 0.5 }}>
          Admin Login
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Sign in to manage users, orders, banners and more.
        </Typography>
        <form noValidate onSubmit={formik.handleSubmit}>
          <Stack spacing={2.5}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextField
              label="Email"
              type="email"
              autoComplete="username"
              {...bindField(formik, 'email', 'login')}
              id="email"
            />
            <PasswordField formik={formik} />
            <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
              Sign In
            </Button>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
