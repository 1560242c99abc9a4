import type { CsvColumn } from '@/lib/csv';
import { isoDate } from '@/lib/csv';
import type { UserRow } from './columns';

/** The columns of the users' CSV, as the server's export has them (docs/api.md#csv-export). */
export const USER_CSV_COLUMNS: readonly CsvColumn<UserRow>[] = [
  { heading: 'User ID', value: (row) => row.id },
  { heading: 'Full Name', value: (row) => row.fullName },
  { heading: 'Email', value: (row) => row.email },
  { heading: 'Admin', value: (row) => row.admin },
  { heading: 'Role', value: (row) => row.role },
  { heading: 'Joined', value: (row) => isoDate(row.joined) },
];
