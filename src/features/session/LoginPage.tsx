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
import { GENERIC_FAILURE, isApiError } from '@/api/apiError';
import { useAppDispatch } from '@/app/hooks';
import { useAdminLoginMutation } from './sessionApi';
import { loggedIn } from './sessionSlice';
import { loginSchema, type LoginValues } from './loginSchema';

const INVALID_CREDENTIALS = 'Invalid credentials.';

/** Spec §8: 'Invalid credentials.' when status is not true, else the server's message. */
function loginFailureText(error: unknown): string {
  if (!isApiError(error)) return GENERIC_FAILURE;
  const body = error.data as { status?: unknown } | undefined;
  if (body && typeof body === 'object' && 'status' in body && body.status !== true) {
    return INVALID_CREDENTIALS;
  }
  return error.fromServer ? error.message : GENERIC_FAILURE;
}

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const [login] = useAdminLoginMutation();
  const [showPassword, setShowPassword] = useState(false);
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

  const fieldError = (field: keyof LoginValues) =>
    formik.touched[field] && formik.errors[field] ? formik.errors[field] : undefined;

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
              id="email"
              name="email"
              label="Email"
              type="email"
              autoComplete="username"
              value={formik.values.email}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              error={Boolean(fieldError('email'))}
              helperText={fieldError('email')}
            />
            <TextField
              id="password"
              name="password"
              label="Password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={formik.values.password}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              error={Boolean(fieldError('password'))}
              helperText={fieldError('password')}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={showPassword ? 'Hide password' : 'Show password'}
                        aria-pressed={showPassword}
                        onClick={() => setShowPassword((shown) => !shown)}
                        edge="end"
                      >
                        {showPassword ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
              Sign In
            </Button>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
