import type { LoginReply } from '../../../contract/auth';
import { baseApi } from '@/api/baseApi';
import { API_PATHS } from '@/api/endpoints';

export interface LoginRequest {
  email: string;
  password: string;
}

/**
 * POST /admin/admin-login: `status` is true on success (docs/requirements.md#3-entities); the
 * reference server also says whether the password used was a one-time one.
 */
export type LoginResponse = Partial<LoginReply>;

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
    revokeAdminToken: build.mutation<unknown, void>({
      query: () => ({ url: API_PATHS.adminLogout, method: 'POST', timeout: LOGOUT_TIMEOUT_MS }),
    }),
  }),
});

export const { useRequestAirloTokenMutation, useAdminLoginMutation, useRevokeAdminTokenMutation } =
  sessionApi;
