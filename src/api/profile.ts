/**
 * The signed-in admin's profile (docs/decisions.md#3-gaps-decided): shown by the header and the
 * dashboard, kept in the session by the session feature when it arrives. On the reference server,
 * also the admin's own account: their password, and their other sessions
 * (docs/decisions.md#roles-and-your-own-account); each answers a fresh token for this session,
 * which the session feature puts in place of the old one.
 */
import type { FreshTokenReply, PasswordChangeBody } from '../../contract/admins';
import { baseApi } from './baseApi';
import { API_PATHS } from './endpoints';
import type { Profile } from './session';

/** Whether this browser knows the zone: one it does not would break every date shown in it. */
function isTimeZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The profile may arrive bare, or wrapped as `{ user }` or `{ data }`. */
type ProfileResponse = Partial<Profile> & { user?: Partial<Profile>; data?: Partial<Profile> };

export function normaliseProfile(response: ProfileResponse): Profile {
  const source = response.user ?? response.data ?? response;
  const profile: Profile = {
    name: source.name ?? '',
    email: source.email ?? '',
    role: source.role ?? '',
  };
  // Only the reference server sends these.
  if (typeof source.id === 'number') profile.id = source.id;
  if (typeof source.mustSetPassword === 'boolean') profile.mustSetPassword = source.mustSetPassword;
  if (typeof source.twoFactor === 'boolean') profile.twoFactor = source.twoFactor;
  if (typeof source.mustSetUpTwoFactor === 'boolean') {
    profile.mustSetUpTwoFactor = source.mustSetUpTwoFactor;
  }
  if (typeof source.timeZone === 'string' && isTimeZone(source.timeZone)) {
    profile.timeZone = source.timeZone;
  }
  return profile;
}

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => API_PATHS.adminProfile,
      transformResponse: normaliseProfile,
      providesTags: ['Profile'],
    }),
    changeOwnPassword: build.mutation<FreshTokenReply, PasswordChangeBody>({
      query: (body) => ({ url: API_PATHS.ownPassword, method: 'PUT', body }),
      extraOptions: { requireSuccess: true },
      // The profile says whether the one-time password is still to be replaced.
      invalidatesTags: (_result, error) => (error ? [] : ['Profile']),
    }),
    endOtherSessions: build.mutation<FreshTokenReply, void>({
      query: () => ({ url: API_PATHS.endOtherSessions, method: 'POST' }),
      extraOptions: { requireSuccess: true },
    }),
  }),
});

export const { useGetProfileQuery, useChangeOwnPasswordMutation, useEndOtherSessionsMutation } =
  profileApi;
