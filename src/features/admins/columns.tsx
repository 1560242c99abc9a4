import type { GridColDef } from '@mui/x-data-grid';
import { editDeleteColumn } from '@/components/columns';
import type { RowHandlers } from '@/components/columns';
import { ADMIN_ROLES } from './adminSchema';
import type { Admin } from './adminsSlice';

/** Name, Email, Role, Actions (docs/requirements.md#admin-management). */
export function adminColumns(handlers: RowHandlers<Admin>): GridColDef<Admin>[] {
  return [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
    { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 220 },
    {
      field: 'role',
      headerName: 'Role',
      width: 150,
      type: 'singleSelect',
      valueOptions: [...ADMIN_ROLES],
    },
    editDeleteColumn(handlers, { subject: (row) => `admin ${row.name}` }),
  ];
}
