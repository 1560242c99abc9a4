import type { GridColDef } from '@mui/x-data-grid';
import {
  chipColumn,
  editDeleteColumn,
  serverColumns,
  type RowHandlers,
} from '@/components/columns';
import type { StatusTone } from '@/components/StatusChip';
import { formatShortDate, formatShortDateTime } from '@/lib/format';
import { ADMIN_SORTS } from './adminListQuery';
import type { AdminAccount } from './adminsApi';

/** Whether the account can sign in: disabled, waiting for its first sign-in, or active. */
export function accountStatus(account: AdminAccount): { label: string; tone: StatusTone } {
  if (account.disabled) return { label: 'Disabled', tone: 'red' };
  if (account.mustSetPassword) return { label: 'Password not set', tone: 'yellow' };
  return { label: 'Active', tone: 'green' };
}

/**
 * The specification's Name, Email, Role and Actions (docs/requirements.md#admin-management), with
 * when the account was created, its last sign-in and its status; sorted by the server.
 */
export function accountColumns(handlers: RowHandlers<AdminAccount>): GridColDef<AdminAccount>[] {
  // The fixed widths and the flexible columns' least add up to 935 px, within the grid's 940 px
  // beside the sidebar in a 1280 px window: no column hides behind a horizontal scroll there.
  const columns: GridColDef<AdminAccount>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 120 },
    { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 165 },
    { field: 'role', headerName: 'Role', width: 105 },
    {
      field: 'createdAt',
      headerName: 'Created',
      width: 110,
      valueFormatter: (value: string) => formatShortDate(value),
    },
    {
      field: 'lastSignInAt',
      headerName: 'Last sign-in',
      width: 170,
      valueFormatter: (value: string | null) => (value ? formatShortDateTime(value) : 'Never'),
    },
    chipColumn<AdminAccount>('disabled', 'Status', accountStatus, { width: 165 }),
    editDeleteColumn(handlers, { subject: (row) => `admin ${row.name}`, width: 100 }),
  ];
  return serverColumns(columns, ADMIN_SORTS);
}
