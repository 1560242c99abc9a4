/**
 * What User Management's list is, whichever side pages it: its sorts, its Admin filter, its
 * columns, and how the browser pages a list loaded whole (docs/api.md#paged-users-and-orders).
 */
import { userDisplayName, type User, type UserSort } from '@/api/users';
import { serverColumns } from '@/components/columns';
import { toDate } from '@/lib/format';
import type { RowPagerSpec } from '@/lib/rowPager';
import { toUserRow, userColumns, type UserRow } from './columns';
import { ADMIN_FILTER, USER_SORTS } from './userListQuery';

/** The columns, sortable and filtered as the paged list allows. */
export const userListColumns = serverColumns(userColumns, USER_SORTS, {
  field: ADMIN_FILTER.field,
  values: ['Yes', 'No'],
});

/**
 * When the user joined, in ms, with the fraction a Firestore timestamp's nanoseconds carry (the
 * server sorts by the microsecond); undefined when there is no readable date.
 */
function joinedTime({ createdAt }: User): number | undefined {
  const time =
    typeof createdAt === 'object' && createdAt !== null && 'seconds' in createdAt
      ? Number(createdAt.seconds) * 1000 + Number(createdAt.nanoseconds ?? 0) / 1e6
      : toDate(createdAt)?.getTime();
  return time === undefined || Number.isNaN(time) ? undefined : time;
}

/** The users paged in the browser as the server pages them: text sorts ignore case. */
export const USER_PAGES: RowPagerSpec<User, UserRow, UserSort> = {
  sortKeys: {
    fullName: (user) => userDisplayName(user).toLowerCase(),
    email: (user) => user.email?.toLowerCase(),
    role: (user) => user.role?.toLowerCase(),
    isAdmin: (user) => (user.isAdmin ? 1 : 0),
    createdAt: joinedTime,
  },
  id: (user) => String(user.id),
  searchText: (user) => `${userDisplayName(user)}\n${user.email ?? ''}`.toLowerCase(),
  filter: (user, admin) => (admin === 'Yes') === Boolean(user.isAdmin),
  createdAt: joinedTime,
  toRow: (user, srNo) => ({ ...toUserRow(user), srNo }),
};
