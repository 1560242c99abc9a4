import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { GENERIC_FAILURE } from '@/api/genericFailure';
import { bindField } from '@/lib/formik';
import { TWO_FACTOR_MESSAGES } from '../../../contract/twoFactorRules';
import type { SignIn } from './signIn';

interface CodeStepProps {
  /** The password step's challenge, sent back with the code. */
  challenge: string;
  signIn: SignIn;
  /** Back to the password step, with the failure to show there, if any. */
  onBack: (failure: string | null) => void;
}

/**
 * The sign-in's second step (docs/api.md#two-factor-sign-in): the code from the authenticator
 * app, or a recovery code, with the challenge the right password answered. A wrong code and the
 * code limit are said under the field; an expired sign-in goes back to the password, saying so.
 * Its own chunk, loaded once the password is right: the sign-in page carries none of it
 * (docs/decisions.md#login-first).
 */
export default function CodeStep({ challenge, signIn, onBack }: CodeStepProps) {
  const formik = useFormik({
    initialValues: { code: '' },
    validate: ({ code }) => (code.trim() ? {} : { code: TWO_FACTOR_MESSAGES.codeRequired }),
    onSubmit: async ({ code }, { setFieldError }) => {
      const failure = await signIn({ challenge, code: code.trim() }).catch(() => GENERIC_FAILURE);
      if (failure === TWO_FACTOR_MESSAGES.challengeEnded) onBack(failure);
      else if (typeof failure === 'string') setFieldError('code', failure);
    },
  });
  const field = bindField(formik, 'code', 'sign-in');
  const input = useRef<HTMLInputElement>(null);
  // The Sign In button that had the focus is gone: the field the admin types into next takes it.
  useEffect(() => input.current?.focus(), []);
  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <Stack spacing={2.5}>
        <Typography>{TWO_FACTOR_MESSAGES.enterCode}</Typography>
        <TextField
          label="Code"
          required
          autoComplete="one-time-code"
          inputRef={input}
          {...field}
          helperText={field.helperText ?? 'Or one of your recovery codes.'}
          // A number pad where the device offers one; a recovery code's letters are taken too.
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoCapitalize: 'none', spellCheck: false },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          Verify
        </Button>
        <Button onClick={() => onBack(null)} disabled={formik.isSubmitting}>
          Back
        </Button>
      </Stack>
    </form>
  );
}
