import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { LoginReply } from '../../../contract/auth';
import type { PasskeySignInBody } from '../../../contract/passkeys';
import type { SecondFactorBody } from '../../../contract/twoFactor';
import { baseApi } from '@/api/baseApi';
import { API_PATHS } from '@/api/endpoints';

export interface LoginRequest {
  email: string;
  password: string;
}

/**
 * POST /admin/admin-login: `status` is true on success (docs/requirements.md#3-entities); the
 * reference server also says whether the password used was a one-time one, and, where the
 * account signs in with two factors, answers a challenge in place of the token
 * (docs/api.md#two-factor-sign-in). POST /admin/admin-login/second-factor answers as the sign-in.
 */
export type LoginResponse = Partial<LoginReply> & { challenge?: string };

export type SecondFactorRequest = SecondFactorBody;

export interface AirloTokenResponse {
  data: { access_token: string; token_type?: string; expires_in?: number };
}

/** Bound so a slow server cannot hold the logout screen. */
const LOGOUT_TIMEOUT_MS = 3_000;

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestAirloToken: build.mutation<AirloTokenResponse, void>({
      query: () => ({ url: API_PATHS.airloToken, method: 'POST' }),
    }),
    adminLogin: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: API_PATHS.adminLogin, method: 'POST', body }),
    }),
    signInSecondFactor: build.mutation<LoginResponse, SecondFactorRequest>({
      query: (body) => ({ url: API_PATHS.secondFactor, method: 'POST', body }),
    }),
    // A passkey's sign-in (docs/api.md#passkeys): the prompt's options, then its answer.
    passkeySignInOptions: build.mutation<PublicKeyCredentialRequestOptionsJSON, void>({
      query: () => ({ url: API_PATHS.passkeySignInOptions, method: 'POST' }),
    }),
    signInWithPasskey: build.mutation<LoginResponse, PasskeySignInBody>({
      query: (body) => ({ url: API_PATHS.passkeySignIn, method: 'POST', body }),
    }),
    revokeAdminToken: build.mutation<unknown, void>({
      query: () => ({ url: API_PATHS.adminLogout, method: 'POST', timeout: LOGOUT_TIMEOUT_MS }),
    }),
  }),
});

export const { useRequestAirloTokenMutation, useAdminLoginMutation, useRevokeAdminTokenMutation } =
  sessionApi;
