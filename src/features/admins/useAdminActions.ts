import type { ConfirmOptions } from '@/components/ConfirmDialog';
import { useLocalListActions } from '@/hooks/useLocalListActions';
import { adminsList, type Admin } from './adminsSlice';

const confirmDelete = (admin: Admin): ConfirmOptions => ({
  title: 'Delete admin?',
  message: `“${admin.name}” (${admin.email}) will be removed from the list.`,
});

/** Admin Management's list and writes (local only). */
export const useAdminActions = () => useLocalListActions(adminsList, confirmDelete);
