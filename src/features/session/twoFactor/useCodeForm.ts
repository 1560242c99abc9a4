import { useFormik } from 'formik';
import type { TwoFactorOnReply } from '../../../../contract/twoFactor';
import { TWO_FACTOR_MESSAGES } from '../../../../contract/twoFactorRules';
import { failureText, GENERIC_FAILURE } from '@/api/apiError';
import { profileApi } from '@/api/profile';
import { useAppDispatch } from '@/app/hooks';
import { twoFactorApi } from './twoFactorApi';

/** What each of the two calls that take a code answers. */
interface Replies {
  turnOnTwoFactor: TwoFactorOnReply;
  turnOffTwoFactor: { message: string };
}

/**
 * A form of one code from the authenticator app (or a recovery code) sent to `endpoint`: the
 * answer goes to `onDone`, a refusal is said under the field. The profile is then asked for again:
 * the layout holds it only on the dashboard, where the tag refetches it; elsewhere it is asked for
 * here, so that the profile card says On or Off, and the guard of a required set-up
 * (RequireFirstSteps) lets the admin through.
 */
export function useCodeForm<E extends keyof Replies>(
  endpoint: E,
  onDone: (reply: Replies[E]) => void,
) {
  const dispatch = useAppDispatch();
  return useFormik({
    initialValues: { code: '' },
    validate: ({ code }) => (code.trim() ? {} : { code: TWO_FACTOR_MESSAGES.codeRequired }),
    onSubmit: async ({ code }, { setFieldError }) => {
      const request = dispatch(twoFactorApi.endpoints[endpoint].initiate({ code: code.trim() }));
      try {
        onDone((await request.unwrap()) as Replies[E]);
        dispatch(profileApi.util.prefetch('getProfile', undefined, { force: true }));
      } catch (error) {
        setFieldError('code', failureText(error, GENERIC_FAILURE));
      } finally {
        request.reset();
      }
    },
  });
}
