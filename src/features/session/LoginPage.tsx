import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { bindField } from '@/lib/formik';
import { GENERIC_FAILURE } from '@/api/genericFailure';
import { SUBMIT_HELD_ATTRIBUTE } from '@/lib/prerenderedPage';
import { OutlinedTextField } from '@/components/OutlinedTextField';
import type { LoginValues } from './loginSchema';
import { PasskeySignInButton } from './PasskeySignInButton';
import type { SignIn } from './signIn';

/** The code step of two-factor sign-in: loaded once the password is right, never before. */
const CodeStep = lazy(() => import(/* webpackChunkName: "sign-in-code" */ './CodeStep'));

/**
 * The login rules, loaded with their validation library when first needed: the form shows
 * before either has loaded (docs/decisions.md#login-first).
 */
async function validateLogin(values: LoginValues) {
  const { loginSchema } = await import(/* webpackChunkName: "login-rules" */ './loginSchema');
  try {
    await validateYupSchema(values, loginSchema);
    return {};
  } catch (error) {
    return yupToFormErrors<LoginValues>(error);
  }
}

/**
 * The sign-in form's state: Formik, the call, and what it came to: the failure shown above the
 * fields, or the code step where the account asks for a code (docs/api.md#two-factor-sign-in).
 */
function useLoginForm(signIn: SignIn) {
  const [outcome, setOutcome] = useState<Awaited<ReturnType<SignIn>>>(null);
  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: validateLogin,
    onSubmit: async (values) => {
      setOutcome(null);
      // A sign-in that cannot even start (its code failed to load) is a failure like any other.
      setOutcome(
        await signIn({ email: values.email.trim(), password: values.password }).catch(
          () => GENERIC_FAILURE,
        ),
      );
    },
  });
  // With a passkey instead (docs/api.md#passkeys): its failures are shown as the password's.
  const withPasskey = async () => {
    setOutcome(null);
    formik.setSubmitting(true);
    setOutcome(await signIn({ passkey: true }).catch(() => GENERIC_FAILURE));
    formik.setSubmitting(false);
  };
  return { formik, outcome, setOutcome, withPasskey };
}

type LoginFormik = ReturnType<typeof useLoginForm>['formik'];

/**
 * The page is first sent as HTML (docs/decisions.md#login-first): what the admin, or the
 * browser's password manager, typed before this code ran is in the inputs but not in Formik's
 * values, and a submit made then was held. Both are taken in at the first commit, before any
 * later render would clear the inputs. Returns the ref to put on the form.
 */
function useWhatWasDoneBeforeStart({ setFieldValue }: LoginFormik) {
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    for (const field of ['email', 'password'] as const) {
      const input = element.elements.namedItem(field);
      if (input instanceof HTMLInputElement && input.value) {
        void setFieldValue(field, input.value, false);
      }
    }
    const held = element.closest(`[${SUBMIT_HELD_ATTRIBUTE}]`);
    if (!held) return;
    // Made as the admin made it, once the render that holds the typed values has committed.
    const timer = setTimeout(() => {
      held.removeAttribute(SUBMIT_HELD_ATTRIBUTE);
      element.requestSubmit();
    });
    return () => clearTimeout(timer);
  }, [setFieldValue]);
  return form;
}

function PasswordField({ formik }: { formik: LoginFormik }) {
  const [shown, setShown] = useState(false);
  return (
    <OutlinedTextField
      label="Password"
      type={shown ? 'text' : 'password'}
      autoComplete="current-password"
      {...bindField(formik, 'password', 'login')}
      id="password"
      endAdornment={
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
      }
    />
  );
}

/**
 * Admin Login (docs/requirements.md#admin-login): email, password with show/hide, Sign In; and
 * Sign in with a passkey where the backend has them (`passkeys`; undefined while not yet known:
 * docs/api.md#passkeys).
 * `signIn` is the store's inside the app, or one that loads the app first when the page is the
 * first one shown (docs/decisions.md#login-first).
 */
export default function LoginPage({ signIn, passkeys }: { signIn: SignIn; passkeys?: boolean }) {
  const { formik, outcome, setOutcome, withPasskey } = useLoginForm(signIn);
  const form = useWhatWasDoneBeforeStart(formik);
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
        {typeof outcome === 'object' && outcome ? (
          <Suspense>
            <CodeStep challenge={outcome.challenge} signIn={signIn} onBack={setOutcome} />
          </Suspense>
        ) : (
          <form ref={form} noValidate onSubmit={formik.handleSubmit}>
            <Stack spacing={2.5}>
              {outcome && (
                <Alert severity="error" role="alert">
                  {outcome}
                </Alert>
              )}
              <OutlinedTextField
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
              <PasskeySignInButton
                offered={passkeys}
                onClick={() => void withPasskey()}
                disabled={formik.isSubmitting}
              />
            </Stack>
          </form>
        )}
      </Paper>
    </Box>
  );
}
