import { baseApi } from '@/api/baseApi';
import { API_PATHS } from '@/api/endpoints';
import { profileLoaded, type Profile } from './sessionSlice';

export interface LoginRequest {
  email: string;
  password: string;
}

/** POST /admin/admin-login: `status` is true on success (spec §3). */
export interface LoginResponse {
  status?: boolean;
  token?: string;
  message?: string;
}

export interface AirloTokenResponse {
  data: { access_token: string; token_type?: string; expires_in?: number };
}

/** DECISIONS.md §3: the profile may arrive bare, or wrapped as `{ user }` or `{ data }`. */
type ProfileResponse = Partial<Profile> & { user?: Partial<Profile>; data?: Partial<Profile> };

export function normaliseProfile(response: ProfileResponse): Profile {
  const source = response.user ?? response.data ?? response;
  return {
    name: source.name ?? '',
    email: source.email ?? '',
    role: source.role ?? '',
  };
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
    getProfile: build.query<Profile, void>({
      query: () => API_PATHS.adminProfile,
      transformResponse: normaliseProfile,
      providesTags: ['Profile'],
      // Spec §3: the profile is kept in the session as well as shown.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileLoaded(data));
        } catch {
          // The failure is in the query's own state; a 401 has already ended the session.
        }
      },
    }),
  }),
});

export const {
  useRequestAirloTokenMutation,
  useAdminLoginMutation,
  useRevokeAdminTokenMutation,
  useGetProfileQuery,
} = sessionApi;
