/**
 * Admin Management's calls on the reference server (docs/api.md#admin-accounts): one page of
 * accounts, create, update, delete and a password reset. Update and delete send the version the
 * account was read at (If-Match), so a colleague's change in between is answered 409 rather than
 * overwritten.
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
import { ifMatch } from '@/api/resourceApi';
import { invalidatesList, invalidatesRow, listTag } from '@/api/tags';

export type { AdminAccount, OneTimePasswordReply } from '../../../contract/admins';

/** The account a write is about, at the version it was read. */
type AccountAt = Pick<AdminAccount, 'id' | 'version'>;

const MUTATION = { requireSuccess: true } as const;

/**
 * The account and the list are read again after a write, and after a stale one too (409, or 404
 * for an account deleted meanwhile), so the next try starts from what the server has now.
 */
const invalidatesAccount = (
  _result: unknown,
  error: { status?: unknown } | undefined,
  { id }: AccountAt,
) =>
  error && error.status !== 409 && error.status !== 404
    ? []
    : [{ type: 'Admin' as const, id }, listTag('Admin')];

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
      extraOptions: MUTATION,
      invalidatesTags: invalidatesList('Admin'),
    }),
    updateAdmin: build.mutation<unknown, AccountAt & { body: UpdateAdminBody }>({
      query: ({ body, ...account }) => ({
        url: API_PATHS.admin(account.id),
        method: 'PUT',
        headers: ifMatch(account.version),
        body,
      }),
      extraOptions: MUTATION,
      invalidatesTags: invalidatesAccount,
    }),
    deleteAdmin: build.mutation<unknown, AccountAt>({
      query: (account) => ({
        url: API_PATHS.admin(account.id),
        method: 'DELETE',
        headers: ifMatch(account.version),
      }),
      extraOptions: MUTATION,
      invalidatesTags: invalidatesAccount,
    }),
    resetAdminPassword: build.mutation<OneTimePasswordReply, AccountAt>({
      query: ({ id }) => ({ url: API_PATHS.adminPasswordReset(id), method: 'POST' }),
      extraOptions: MUTATION,
      invalidatesTags: invalidatesRow('Admin', ({ id }: AccountAt) => id),
    }),
  }),
});

export const {
  useCreateAdminMutation,
  useUpdateAdminMutation,
  useDeleteAdminMutation,
  useResetAdminPasswordMutation,
} = adminsApi;
