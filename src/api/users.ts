/**
 * The shop's users (read only). Shared by User Management and Order Management, which joins
 * each order to its user, so it lives beside the API rather than in one feature.
 */
import type { SecondsTimestamp } from '@/lib/format';
import { baseApi } from './baseApi';
import { API_PATHS } from './endpoints';
import { NO_ADMIN_TOKEN, isApiError } from './apiError';
import { normaliseList } from './normalise';

/** Spec §3 User: the name may come as fullName or name. */
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

/** Spec §8: fetch failures are only logged; a missing token is silent. */
export function logFetchFailure(context: string, error: unknown) {
  if (isApiError(error) && error.message === NO_ADMIN_TOKEN) return;
  console.error(context, error);
}

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<User[], void>({
      query: () => API_PATHS.allUsers,
      transformResponse: (response: unknown) => normaliseList<User>(response, 'users'),
      providesTags: (users = []) => [
        ...users.map((user) => ({ type: 'User' as const, id: user.id })),
        { type: 'User' as const, id: 'LIST' },
      ],
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          logFetchFailure('Error fetching users:', (failure as { error?: unknown }).error);
        }
      },
    }),
  }),
});

export const { useGetUsersQuery } = usersApi;
