import { useLocalListActions, type LocalListTexts } from '@/hooks/useLocalListActions';
import { categoriesList, type Category } from './categoriesSlice';

const TEXTS: LocalListTexts<Category> = {
  noun: 'Category',
  confirmDelete: (category) => ({
    title: 'Delete category?',
    message: `“${category.name}” will be removed from the list.`,
  }),
};

/** Manage Categories' list and writes (local only). */
export const useCategoryActions = () => useLocalListActions(categoriesList, TEXTS);
