import { useMemo } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useConfirm } from '@/components/ConfirmDialog';
import { DataTable } from '@/components/DataTable';
import { PageHeader } from '@/components/PageHeader';
import { RowActions } from '@/components/RowActions';
import { useEditDialog } from '@/hooks/useEditDialog';
import { AdminForm } from './AdminForm';
import {
  ADMIN_ROLES,
  adminAdded,
  adminRemoved,
  adminUpdated,
  selectAdmins,
  type Admin,
  type AdminDraft,
} from './adminsSlice';

/** Spec §2 Admin Management (local only); Edit and Delete work (DECISIONS.md §2). */
export default function AdminsPage() {
  const admins = useAppSelector(selectAdmins);
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const dialog = useEditDialog<Admin>();
  const { openEdit } = dialog;

  const columns = useMemo<GridColDef<Admin>[]>(() => {
    const remove = async (admin: Admin) => {
      const confirmed = await confirm({
        title: 'Delete admin?',
        message: `“${admin.name}” (${admin.email}) will be removed from the list.`,
      });
      if (confirmed) dispatch(adminRemoved(admin.id));
    };
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
      {
        field: 'actions',
        headerName: 'Actions',
        width: 120,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <RowActions
            subject={`admin ${row.name}`}
            onEdit={() => openEdit(row)}
            onDelete={() => remove(row)}
          />
        ),
      },
    ];
  }, [confirm, dispatch, openEdit]);

  const save = (draft: AdminDraft) => {
    dispatch(
      dialog.editing ? adminUpdated({ ...draft, id: dialog.editing.id }) : adminAdded(draft),
    );
    dialog.close();
  };

  return (
    <>
      <PageHeader
        title="Admin Management"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={dialog.openCreate}>
            Add Admin
          </Button>
        }
      />
      <DataTable label="Admins" rows={admins} columns={columns} emptyMessage="No admins found" />
      <AdminForm open={dialog.open} admin={dialog.editing} onClose={dialog.close} onSave={save} />
    </>
  );
}
