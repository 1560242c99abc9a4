/**
 * Two-factor sign-in across the team, a Super Admin's (docs/api.md#two-factor-sign-in): whether
 * every account must have it, and an account's reset, which turns it off and ends its sessions.
 */
import type { AdminAccount } from '../../../contract/admins';
import { baseApi } from '@/api/baseApi';
import { API_PATHS } from '@/api/endpoints';
import { versionedWrite } from '@/api/resourceApi';
import { listTag } from '@/api/tags';
import { accountWrite } from './adminsApi';

interface Requirement {
  message: string;
  required: boolean;
}

const teamTwoFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTwoFactorRequirement: build.query<Requirement, void>({
      query: () => API_PATHS.twoFactorRequirement,
      // Its changes are the admin accounts' (entity `admin` in the trail): a colleague's, told
      // live, makes their list stale, and this with it.
      providesTags: [listTag('Admin')],
    }),
    setTwoFactorRequirement: build.mutation<Requirement, boolean>({
      query: (required) => ({
        url: API_PATHS.twoFactorRequirement,
        method: 'PUT',
        body: { required },
      }),
      extraOptions: { requireSuccess: true },
      // The switch shows what the server now holds, with no second request.
      async onQueryStarted(_required, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          teamTwoFactorApi.util.updateQueryData('getTwoFactorRequirement', undefined, () => data),
        );
      },
    }),
  }),
});

export const { useGetTwoFactorRequirementQuery, useSetTwoFactorRequirementMutation } =
  teamTwoFactorApi;

/** An account's reset, at the version it was read, as its other writes (adminsApi.ts). */
export const useResetAdminTwoFactorMutation = versionedWrite<
  Pick<AdminAccount, 'id' | 'version'>,
  unknown
>(
  'resetAdminTwoFactor',
  ({ id }) => ({ url: API_PATHS.adminTwoFactorReset(id), method: 'POST' }),
  accountWrite,
);
