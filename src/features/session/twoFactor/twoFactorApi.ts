/**
 * Setting up two-factor sign-in (docs/api.md#two-factor-sign-in): a secret and its otpauth
 * address, then a current code of it turns it on and answers the recovery codes, once; a code
 * (or a recovery code) turns it off again. Injected
 * from the set-up dialog's own chunk: the layout carries none of it.
 */
import type {
  TwoFactorCodeBody,
  TwoFactorOnReply,
  TwoFactorSetupReply,
} from '../../../../contract/twoFactor';
import { baseApi } from '@/api/baseApi';
import { API_PATHS } from '@/api/endpoints';

export const twoFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startTwoFactor: build.mutation<TwoFactorSetupReply, void>({
      query: () => ({ url: API_PATHS.twoFactor, method: 'POST' }),
      extraOptions: { requireSuccess: true },
    }),
    turnOnTwoFactor: build.mutation<TwoFactorOnReply, TwoFactorCodeBody>({
      query: (body) => ({ url: API_PATHS.twoFactor, method: 'PUT', body }),
      extraOptions: { requireSuccess: true },
      // The profile says it is on: the profile card's button then says so.
      invalidatesTags: (_result, error) => (error ? [] : ['Profile']),
    }),
    turnOffTwoFactor: build.mutation<{ message: string }, TwoFactorCodeBody>({
      query: (body) => ({ url: API_PATHS.twoFactor, method: 'DELETE', body }),
      extraOptions: { requireSuccess: true },
      invalidatesTags: (_result, error) => (error ? [] : ['Profile']),
    }),
  }),
});
