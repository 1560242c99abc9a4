import { useResourceActions, type ResourceTexts } from '@/hooks/useResourceActions';
import {
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useUpdateCategoryMutation,
  type CategoryBody,
  type ServerCategory,
} from './categoriesApi';

const TEXTS: ResourceTexts = {
  created: 'Category created successfully!',
  updated: 'Category updated successfully!',
  deleted: 'Category deleted successfully!',
  saveFailed: 'Failed to create/update category:',
  deleteFailed: 'Failed to delete category:',
  confirmDelete: (category: ServerCategory) => ({
    title: 'Delete category?',
    message: `“${category.name}” will be deleted. This cannot be undone.`,
  }),
};

/**
 * Manage Categories' writes on the reference server with their messages; a category that
 * products use is refused naming them, a stale write says who changed it (categoriesApi.ts).
 */
export function useServerCategoryActions() {
  const [create] = useCreateCategoryMutation();
  const [update] = useUpdateCategoryMutation();
  const [remove] = useDeleteCategoryMutation();
  return useResourceActions<ServerCategory, CategoryBody>({ create, update, remove }, TEXTS);
}
