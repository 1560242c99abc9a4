/** Manage Categories' texts (docs/requirements.md#manage-categories), in either `screens` mode. */
import { screenTexts } from '@/components/CrudScreen';
import { deleteNamed, writeTexts } from '@/hooks/useResourceActions';
import type { Category } from './categoriesApi';

export const CATEGORIES_TEXTS = screenTexts(
  'Manage Categories',
  'Add Category',
  'Categories',
  'No categories found',
);

/** Its writes' messages; a category that products use is refused naming them (categoriesApi.ts). */
export const CATEGORY_WRITE_TEXTS = writeTexts('Category', (category: Category) =>
  deleteNamed('Category', category.name),
);
