import { CSV_HEADINGS } from '../../../contract/csv';
import { userName } from '@/api/users';
import { csvColumns, isoDate, type CsvColumn } from '@/lib/csv';
import type { UserRow } from './columns';

/**
 * The users' CSV, each heading's value as the server's export has it (docs/api.md#csv-export):
 * read from the user, so a name or role it lacks is empty, not the screen's 'N/A' or 'Admin'.
 */
export const USER_CSV_COLUMNS: readonly CsvColumn<UserRow>[] = csvColumns(CSV_HEADINGS.users, {
  'User ID': (row) => row.id,
  'Full Name': (row) => userName(row.user),
  Email: (row) => row.user.email,
  Admin: (row) => row.admin,
  Role: (row) => row.user.role,
  Joined: (row) => isoDate(row.joined),
});
