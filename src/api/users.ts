/**
 * The shop's users (read only). Shared by User Management and Order Management, which joins
 * each order to its user, so it lives beside the API rather than in one feature.
 */
import type { SecondsTimestamp } from '@/lib/format';
import { baseApi } from './baseApi';
import { API_PATHS } from './endpoints';
import { normaliseList } from './normalise';
import { pageQuery, readPage, type PageArgs, type PageOf } from './pagedList';
import { listTag, providesList } from './tags';

/** A shop user (docs/requirements.md#3-entities): the name may come as fullName or name. */
export interface User {
  id: string;
  fullName?: string;
  name?: string;
  email?: string;
  isAdmin?: boolean;
  createdAt?: SecondsTimestamp | string | null;
  role?: string;
}

export const userDisplayName = (user: User) => user.fullName || user.name || 'N/A';

/** What the paged list sorts by (docs/api.md#paged-users-and-orders). */
export type UserSort = 'createdAt' | 'fullName' | 'email' | 'role' | 'isAdmin';

export interface UsersPageArgs extends PageArgs<UserSort> {
  /** The Admin column's filter: 'Yes', 'No', or empty for everyone. */
  admin: string;
}

/** The API's isAdmin for the Admin column's filter: 'Yes' true, 'No' false, else none. */
export const isAdminParam = (admin: string) =>
  admin === 'Yes' ? true : admin === 'No' ? false : undefined;

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<readonly User[], void>({
      query: () => API_PATHS.allUsers,
      transformResponse: (response: unknown) => normaliseList<User>(response, 'users'),
      // A refetch is taken whole: sharing 100,000 rows with the last answer walks them all.
      structuralSharing: false,
      // Fetch failures are only logged (docs/requirements.md#8-errors-and-messages).
      extraOptions: { loadFailure: { log: 'Error fetching users:' } },
      // Users are read only: nothing invalidates one row, and a tag per row of the whole list
      // would write an entry per user into the cache's tag index.
      providesTags: [listTag('User')],
    }),
    getUsersPage: build.query<PageOf<User>, UsersPageArgs>({
      query: ({ admin, ...args }) =>
        `${API_PATHS.users}?${pageQuery({ ...args, isAdmin: isAdminParam(admin) })}`,
      transformResponse: (response: unknown) => readPage<User>(response, 'users'),
      extraOptions: { loadFailure: { log: 'Error fetching users:' } },
      providesTags: (page) => providesList('User')(page?.items),
    }),
  }),
});

export const { useGetUsersQuery, useGetUsersPageQuery } = usersApi;
