import { CSV_HEADINGS } from '../../../contract/csv';
import { csvColumns, isoDate, type CsvColumn } from '@/lib/csv';
import type { UserRow } from './columns';

/** The users' CSV, each heading's value as the server's export has it (docs/api.md#csv-export). */
export const USER_CSV_COLUMNS: readonly CsvColumn<UserRow>[] = csvColumns(CSV_HEADINGS.users, {
  'User ID': (row) => row.id,
  'Full Name': (row) => row.fullName,
  Email: (row) => row.email,
  Admin: (row) => row.admin,
  Role: (row) => row.role,
  Joined: (row) => isoDate(row.joined),
});
