import type { ConfirmOptions } from '@/components/ConfirmDialog';
import { useLocalListActions } from '@/hooks/useLocalListActions';
import { categoriesList, type Category } from './categoriesSlice';

const confirmDelete = (category: Category): ConfirmOptions => ({
  title: 'Delete category?',
  message: `“${category.name}” will be removed from the list.`,
});

/** Manage Categories' list and writes (local only). */
export const useCategoryActions = () => useLocalListActions(categoriesList, confirmDelete);
