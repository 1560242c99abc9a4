import { CrudScreen, screenTexts } from '@/components/CrudScreen';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { AdminForm } from './AdminForm';
import { adminColumns } from './columns';
import { useAdminActions } from './useAdminActions';

const TEXTS = screenTexts('Admin Management', 'Add Admin', 'Admins', 'No admins found');

/**
 * Admin Management (local only, docs/requirements.md#admin-management); Edit and Delete work
 * (docs/decisions.md#2-defects-fixed).
 */
export default function AdminsPage() {
  const { items, ...actions } = useAdminActions();
  const screen = useCrudScreen(actions, adminColumns);
  return <CrudScreen texts={TEXTS} rows={items} screen={screen} Form={AdminForm} />;
}
