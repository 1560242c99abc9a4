import { useMemo } from 'react';
import { GENERIC_FAILURE, isApiError } from '@/api/apiError';
import { useAppDispatch, type AppDispatch } from '@/app/hooks';
import { passkeyReply, serverFailureText } from './passkeySignIn';
import { sessionApi, type LoginRequest, type SecondFactorRequest } from './sessionApi';
import { loggedIn } from './sessionSlice';
import { SIGN_IN_MESSAGES } from '../../../contract/accountRules';

const INVALID_CREDENTIALS = SIGN_IN_MESSAGES.invalidCredentials;

/** The sign-in's second step, where the account asks for a code (docs/api.md#two-factor-sign-in). */
export interface CodeStep {
  challenge: string;
}

/** A sign-in with a passkey, which needs no password (docs/api.md#passkeys). */
export interface PasskeyStep {
  passkey: true;
}

/**
 * Signs an admin in, with the password or then with the code, or with a passkey, and stores the
 * token: resolves to null then, to the code step after a right password where one is asked for,
 * else to the failure the sign-in page shows. The page depends on this shape only, so that it
 * can show before the store exists (docs/decisions.md#login-first).
 */
export type SignIn = (
  step: LoginRequest | SecondFactorRequest | PasskeyStep,
) => Promise<string | CodeStep | null>;

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

/**
 * POST /admin/admin-login, or the code to POST /admin/admin-login/second-factor, through the
 * store; either way the token begins the session alike, and RedirectSignedIn takes the admin on.
 */
export function signInWith(dispatch: AppDispatch): SignIn {
  const { adminLogin, signInSecondFactor } = sessionApi.endpoints;
  return async (step) => {
    if ('passkey' in step) {
      const reply = await passkeyReply(dispatch);
      if (typeof reply === 'string') return reply;
      if (reply.status !== true || !reply.token) return GENERIC_FAILURE;
      dispatch(loggedIn(reply.token, reply.mustSetPassword === true));
      return null;
    }
    const codeStep = 'challenge' in step;
    const request = codeStep
      ? dispatch(signInSecondFactor.initiate(step))
      : dispatch(adminLogin.initiate(step));
    try {
      const reply = await request.unwrap();
      if (reply.status === true && reply.challenge && !reply.token) {
        return { challenge: reply.challenge };
      }
      if (reply.status !== true || !reply.token) return INVALID_CREDENTIALS;
      const { mustSetPassword, mustSetUpTwoFactor } = reply;
      dispatch(loggedIn(reply.token, mustSetPassword === true, mustSetUpTwoFactor === true));
      return null;
    } catch (error) {
      return codeStep ? serverFailureText(error) : loginFailureText(error);
    } finally {
      // Nothing reads a finished sign-in from the cache.
      request.reset();
    }
  };
}

export function useSignIn(): SignIn {
  const dispatch = useAppDispatch();
  return useMemo(() => signInWith(dispatch), [dispatch]);
}
