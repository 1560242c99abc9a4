import type { GridColDef } from '@mui/x-data-grid';
import {
  chipColumn,
  editDeleteColumn,
  serverColumns,
  type RowHandlers,
} from '@/components/columns';
import type { StatusTone } from '@/components/StatusChip';
import { formatDateTime, formatShortDate } from '@/lib/format';
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
  const columns: GridColDef<AdminAccount>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
    { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 200 },
    { field: 'role', headerName: 'Role', width: 120 },
    {
      field: 'createdAt',
      headerName: 'Created',
      width: 120,
      valueFormatter: (value: string) => formatShortDate(value),
    },
    {
      field: 'lastSignInAt',
      headerName: 'Last sign-in',
      width: 200,
      valueFormatter: (value: string | null) => (value ? formatDateTime(value) : 'Never'),
    },
    chipColumn<AdminAccount>('disabled', 'Status', accountStatus, { width: 150 }),
    editDeleteColumn(handlers, { subject: (row) => `admin ${row.name}` }),
  ];
  return serverColumns(columns, ADMIN_SORTS);
}
