/** Manage Categories' texts (docs/requirements.md#manage-categories), in either `screens` mode. */
import { screenTexts } from '@/components/CrudScreen';

export const CATEGORIES_TEXTS = screenTexts(
  'Manage Categories',
  'Add Category',
  'Categories',
  'No categories found',
);
