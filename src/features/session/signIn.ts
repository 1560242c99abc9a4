import { useMemo } from 'react';
import { GENERIC_FAILURE, isApiError } from '@/api/apiError';
import { useAppDispatch, type AppDispatch } from '@/app/hooks';
import { sessionApi, type LoginRequest } from './sessionApi';
import { loggedIn } from './sessionSlice';

export const INVALID_CREDENTIALS = 'Invalid credentials.';

/**
 * Signs an admin in and stores the token: resolves to null then, else to the failure the sign-in
 * page shows. The page depends on this shape only, so that it can show before the store exists
 * (docs/decisions.md#login-first).
 */
export type SignIn = (credentials: LoginRequest) => Promise<string | null>;

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

/** POST /admin/admin-login through the store; RedirectSignedIn then takes the admin on. */
export function signInWith(dispatch: AppDispatch): SignIn {
  return async (credentials) => {
    const request = dispatch(sessionApi.endpoints.adminLogin.initiate(credentials));
    try {
      const reply = await request.unwrap();
      if (reply.status !== true || !reply.token) return INVALID_CREDENTIALS;
      dispatch(loggedIn(reply.token, reply.mustSetPassword === true));
      return null;
    } catch (error) {
      return loginFailureText(error);
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
