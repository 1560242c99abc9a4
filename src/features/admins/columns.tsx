import type { GridColDef } from '@mui/x-data-grid';
import { choiceColumn, editDeleteColumn, type RowHandlers } from '@/components/columns';
import { ADMIN_ROLES } from './adminSchema';
import type { Admin } from './adminsSlice';

/** Name, Email, Role, Actions (docs/requirements.md#admin-management). */
export function adminColumns(handlers: RowHandlers<Admin>): GridColDef<Admin>[] {
  return [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
    { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 220 },
    choiceColumn<Admin>('role', 'Role', ADMIN_ROLES, 150),
    editDeleteColumn(handlers, { subject: (row) => `admin ${row.name}` }),
  ];
}
