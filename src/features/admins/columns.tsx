import type { GridColDef } from '@mui/x-data-grid';
import { actionsColumn } from '@/components/columns';
import { RowActions } from '@/components/RowActions';
import type { RowHandlers } from '@/hooks/useCrudScreen';
import { ADMIN_ROLES, type Admin } from './adminsSlice';

/** Name, Email, Role, Actions (docs/requirements.md#admin-management). */
export function adminColumns({ onEdit, onDelete }: RowHandlers<Admin>): GridColDef<Admin>[] {
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
    actionsColumn<Admin>((row) => (
      <RowActions
        subject={`admin ${row.name}`}
        onEdit={() => onEdit(row)}
        onDelete={() => onDelete(row)}
      />
    )),
  ];
}
