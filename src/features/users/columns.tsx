import type { User } from '@/api/users';
import { userDisplayName } from '@/api/users';
import { chipColumn, serialColumn, serverColumns, type ListColumn } from '@/components/columns';
import { formatShortDate, NOT_AVAILABLE, toDate } from '@/lib/format';
import { ADMIN_FILTER, USER_SORTS } from './userListQuery';

/** A user as the grid shows it, numbered by the list. */
export const toUserRow = (user: User) => ({
  id: user.id,
  fullName: userDisplayName(user),
  email: user.email ?? '',
  admin: user.isAdmin ? ('Yes' as const) : ('No' as const),
  joined: toDate(user.createdAt),
  role: user.role || (user.isAdmin ? 'Admin' : NOT_AVAILABLE),
  /** The user as it came, whose values the CSV writes rather than the words shown for none. */
  user,
});

export type UserRow = ReturnType<typeof toUserRow> & { srNo: number };

/** User Management's columns, the day each user joined named in `timeZone`. */
const userColumns = (timeZone: string): ListColumn<UserRow>[] => [
  serialColumn<UserRow>('Sr No.'),
  { field: 'fullName', headerName: 'Full Name', flex: 1, minWidth: 180 },
  { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 220 },
  {
    ...chipColumn<UserRow>(
      'admin',
      'Admin',
      (row) => ({ label: row.admin, tone: row.admin === 'Yes' ? 'green' : 'grey' }),
      { width: 110, values: ['Yes', 'No'] },
    ),
    // A bare 'Yes' on a card says nothing: there it is the line 'Admin: Yes'.
    card: 'detail',
  },
  {
    field: 'joined',
    headerName: 'Joined',
    width: 150,
    type: 'date',
    valueFormatter: (value: Date | null) => formatShortDate(value, timeZone),
    card: 'date',
  },
];

/** The columns, sortable and filtered as the paged list allows. */
export const userListColumns = (timeZone: string) =>
  serverColumns(userColumns(timeZone), {
    sorts: USER_SORTS,
    filter: { field: ADMIN_FILTER.field, values: ['Yes', 'No'] },
  });
