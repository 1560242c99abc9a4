import { useResourceActions, type ResourceTexts } from '@/hooks/useResourceActions';
import {
  useCreateCategoryMutation,
  useDeleteCategoryMutation,
  useUpdateCategoryMutation,
  type Category,
  type CategoryBody,
} from './categoriesApi';

const TEXTS: ResourceTexts = {
  created: 'Category created successfully!',
  updated: 'Category updated successfully!',
  deleted: 'Category deleted successfully!',
  saveFailed: 'Failed to create/update category:',
  deleteFailed: 'Failed to delete category:',
  confirmDelete: (category: Category) => ({
    title: 'Delete category?',
    message: `“${category.name}” will be deleted. This cannot be undone.`,
  }),
};

/**
 * Manage Categories' writes with their messages; a category that products use is refused naming
 * them, a stale write says who changed it (categoriesApi.ts).
 */
export function useCategoryActions() {
  const [create] = useCreateCategoryMutation();
  const [update] = useUpdateCategoryMutation();
  const [remove] = useDeleteCategoryMutation();
  return useResourceActions<Category, CategoryBody>({ create, update, remove }, TEXTS);
}
