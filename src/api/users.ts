/**
 * The shop's users (read only). Shared by User Management and Order Management, which joins
 * each order to its user, so it lives beside the API rather than in one feature.
 */
import type { User as WireUser } from '../../contract/shop';
import type { UsersPageQuery } from '../../contract/shopLists';
import type { SecondsTimestamp } from '@/lib/format';
import { baseApi } from './baseApi';
import { API_PATHS } from './endpoints';
import { wholeListQuery } from './normalise';

/**
 * A shop user as a backend sends it (docs/api.md#users-and-orders): the contract's fields, any of
 * which the requirements' own backend may leave out, and the forms it may send them in there:
 * the name as `name`, the creation time as an ISO text (docs/requirements.md#3-entities).
 */
export type User = Partial<Omit<WireUser, 'createdAt'>> &
  Pick<WireUser, 'id'> & { name?: string; createdAt?: SecondsTimestamp | string | null };

/** The name the shop gave the user, as fullName or the specification's name; undefined when none. */
export const userName = (user: User) => user.fullName || user.name || undefined;

export const userDisplayName = (user: User) => userName(user) ?? 'N/A';

export type { UserSort } from '../../contract/shopLists';

/** A page of users as User Management asks for it: its Admin filter as the column shows it. */
export type UsersPageArgs = Omit<UsersPageQuery, 'isAdmin'> & {
  /** 'Yes', 'No', or empty for everyone. */
  admin: string;
};

/**
 * The Admin filter's value as the API's isAdmin: 'Yes' true, 'No' false, anything else (an
 * address written by hand) none. The whole lists paged in the browser read it here too.
 */
export const adminWanted = (admin: string) =>
  admin === 'Yes' ? true : admin === 'No' ? false : undefined;

/** A users' query as the API takes it: the Admin filter as isAdmin (adminWanted). */
export const usersQuery = <Query extends { admin: string }>({ admin, ...query }: Query) => ({
  ...query,
  isAdmin: adminWanted(admin),
});

export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<readonly User[], void>(
      wholeListQuery<User, 'User'>(API_PATHS.allUsers, 'users', {
        log: 'Error fetching users:',
        tag: 'User',
      }),
    ),
  }),
});
