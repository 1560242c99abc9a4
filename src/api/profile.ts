/**
 * The signed-in admin's profile (docs/decisions.md#3-gaps-decided): shown by the header and the
 * dashboard, kept in the session by the session feature when it arrives.
 */
import { baseApi } from './baseApi';
import { API_PATHS } from './endpoints';
import type { Profile } from './session';

/** The profile may arrive bare, or wrapped as `{ user }` or `{ data }`. */
type ProfileResponse = Partial<Profile> & { user?: Partial<Profile>; data?: Partial<Profile> };

export function normaliseProfile(response: ProfileResponse): Profile {
  const source = response.user ?? response.data ?? response;
  return {
    name: source.name ?? '',
    email: source.email ?? '',
    role: source.role ?? '',
  };
}

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => API_PATHS.adminProfile,
      transformResponse: normaliseProfile,
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery } = profileApi;
