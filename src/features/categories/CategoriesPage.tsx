import { useCallback } from 'react';
import { CrudScreen, screenTexts } from '@/components/CrudScreen';
import { PagedListToolbar } from '@/components/PagedListToolbar';
import { useKeptCrudScreen, type KeptRowHandlers } from '@/hooks/useCrudScreen';
import { writeTexts } from '@/hooks/useResourceActions';
import { categories, type Category } from './categoriesApi';
import { CategoryForm } from './CategoryForm';
import { categoryColumns } from './columns';
import { useCategoryInUse } from './useCategoryInUse';

const TEXTS = screenTexts('Manage Categories', 'Add Category', 'Categories', 'No categories found');
const SEARCH = { placeholder: 'Search categories...', searchLabel: 'Search categories by name' };
/** Its writes' messages; a category that products use is refused naming them (categoriesApi.ts). */
const WRITE_TEXTS = writeTexts('Category', (category: Category) => category.name);

/**
 * Manage Categories (docs/requirements.md#manage-categories,
 * docs/decisions.md#catalogue-on-the-server): the categories a page at a time, searched by name,
 * sorted and filtered by status, the page, search, sort and filter in the URL; add, edit, delete
 * (refused while products use the category, which Delete then says, naming them), View Image,
 * and the CSV export.
 */
export default function CategoriesPage() {
  const inUse = useCategoryInUse();
  const columns = useCallback(
    (handlers: KeptRowHandlers<Category>) =>
      categoryColumns({ ...handlers, onDelete: inUse(handlers.onDelete) }),
    [inUse],
  );
  const { table, toolbar } = useKeptCrudScreen(categories, WRITE_TEXTS, columns);
  return (
    <CrudScreen
      texts={TEXTS}
      {...table}
      toolbar={<PagedListToolbar {...toolbar} {...SEARCH} subject="categories" />}
      Form={CategoryForm}
    />
  );
}
