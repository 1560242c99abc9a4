/**
 * Admin Management's calls on the reference server (docs/api.md#admin-accounts): one page of
 * accounts, create, update, delete and a password reset. Update, delete and the reset send the
 * version the account was read at (If-Match), so a colleague's change in between is answered 409
 * rather than overwritten.
 */
import type {
  AdminAccount,
  AdminSort,
  CreateAdminBody,
  OneTimePasswordReply,
  UpdateAdminBody,
} from '../../../contract/admins';
import { baseApi } from '@/api/baseApi';
import { API_PATHS } from '@/api/endpoints';
import { keptList } from '@/api/keptList';
import { versionedWrite, type Write } from '@/api/resourceApi';
import { invalidatesList } from '@/api/tags';
import { worded } from '@/api/versionConflict';

export type { AdminAccount, OneTimePasswordReply } from '../../../contract/admins';

/** The account a write is about, at the version it was read. */
type AccountAt = Pick<AdminAccount, 'id' | 'version'>;

/**
 * The writes of an account read at a version: a stale one is worded as every item's is, with who
 * changed (or deleted) it when (api/versionConflict.ts), and reads the account and the list again.
 */
export const accountWrite: Write = {
  tag: 'Admin',
  worded: worded('admin account', (account: AdminAccount) => account),
};

/** The page its URL names, searched and sorted; the API takes no filter. */
export const admins = keptList<AdminAccount, AdminSort>('admins', {
  loadFailure: 'Failed to load admins:',
  sorts: {
    name: 'name',
    email: 'email',
    role: 'role',
    createdAt: 'createdAt',
    lastSignInAt: 'lastSignInAt',
  },
});

const adminsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createAdmin: build.mutation<OneTimePasswordReply, CreateAdminBody>({
      query: (body) => ({ url: API_PATHS.admins, method: 'POST', body }),
      extraOptions: { requireSuccess: true },
      invalidatesTags: invalidatesList('Admin'),
    }),
  }),
});

export const { useCreateAdminMutation } = adminsApi;

export const useUpdateAdminMutation = versionedWrite<
  AccountAt & { body: UpdateAdminBody },
  unknown
>(
  'updateAdmin',
  ({ id, body }) => ({ url: API_PATHS.admin(id), method: 'PUT', body }),
  accountWrite,
);

export const useDeleteAdminMutation = versionedWrite<AccountAt, unknown>(
  'deleteAdmin',
  ({ id }) => ({ url: API_PATHS.admin(id), method: 'DELETE' }),
  accountWrite,
);

export const useResetAdminPasswordMutation = versionedWrite<AccountAt, OneTimePasswordReply>(
  'resetAdminPassword',
  ({ id }) => ({ url: API_PATHS.adminPasswordReset(id), method: 'POST' }),
  accountWrite,
);
