import { DataTable } from '@/components/DataTable';
import { AddButton, PageHeader } from '@/components/PageHeader';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { AdminForm } from './AdminForm';
import { adminColumns } from './columns';
import { useAdminActions } from './useAdminActions';

/**
 * Admin Management (local only, docs/requirements.md#admin-management); Edit and Delete work
 * (docs/decisions.md#2-defects-fixed).
 */
export default function AdminsPage() {
  const { items, ...actions } = useAdminActions();
  const screen = useCrudScreen(actions, adminColumns);
  return (
    <>
      <PageHeader
        title="Admin Management"
        actions={<AddButton label="Add Admin" onClick={screen.openCreate} />}
      />
      <DataTable
        label="Admins"
        rows={items}
        columns={screen.columns}
        emptyMessage="No admins found"
      />
      <AdminForm {...screen.formProps} />
    </>
  );
}
