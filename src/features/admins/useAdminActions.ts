import { useLocalListActions, type LocalListTexts } from '@/hooks/useLocalListActions';
import { adminsList, type Admin } from './adminsSlice';

const TEXTS: LocalListTexts<Admin> = {
  noun: 'Admin',
  confirmDelete: (admin) => ({
    title: 'Delete admin?',
    message: `“${admin.name}” (${admin.email}) will be removed from the list.`,
  }),
};

/** Admin Management's list and writes (local only). */
export const useAdminActions = () => useLocalListActions(adminsList, TEXTS);
