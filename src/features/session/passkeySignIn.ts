import { GENERIC_FAILURE, isApiError } from '@/api/apiError';
import type { AppDispatch } from '@/app/hooks';
import { sessionApi, type LoginResponse } from './sessionApi';
import { promptFailure } from './passkeyPrompts';
import { loadWebAuthn } from './webAuthn';

/** The sign-in's failures the server words (a wrong code, an unknown passkey, a limit) as it does. */
export const serverFailureText = (error: unknown) =>
  isApiError(error) && error.fromServer ? error.message : GENERIC_FAILURE;

/** Said where the backend has no passkey sign-in: the requirements' own (docs/api.md#passkeys). */
export const NO_PASSKEYS = 'This backend has no passkey sign-in: sign in with your password.';

/** A request's answer; nothing reads a finished sign-in's from the cache. */
async function answerOf<T>(request: { unwrap(): Promise<T>; reset(): void }): Promise<T> {
  try {
    return await request.unwrap();
  } finally {
    request.reset();
  }
}

/**
 * A sign-in with a passkey (docs/api.md#passkeys): the server's one-time options, the browser's
 * prompt, then its answer to POST /admin/admin-login/passkey, which answers a session's token
 * as a password's sign-in does. Resolves to that reply, or to the failure to show.
 */
export async function passkeyReply(dispatch: AppDispatch): Promise<LoginResponse | string> {
  const { passkeySignInOptions, signInWithPasskey } = sessionApi.endpoints;
  try {
    const optionsJSON = await answerOf(dispatch(passkeySignInOptions.initiate()));
    const { startAuthentication } = await loadWebAuthn();
    const response = await startAuthentication({ optionsJSON });
    return await answerOf(dispatch(signInWithPasskey.initiate({ response })));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return NO_PASSKEYS;
    return promptFailure(error) ?? serverFailureText(error);
  }
}
