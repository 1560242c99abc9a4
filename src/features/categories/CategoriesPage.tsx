import { useCallback } from 'react';
import { CrudScreen, screenTexts } from '@/components/CrudScreen';
import { useImagePreview } from '@/components/ImagePreviewDialog';
import { PagedListToolbar } from '@/components/PagedListToolbar';
import type { RowHandlers } from '@/components/columns';
import { useKeptCrudScreen } from '@/hooks/useCrudScreen';
import { writeTexts } from '@/hooks/useResourceActions';
import { PLACEHOLDER_IMAGE } from '@/lib/images';
import { categories, type Category } from './categoriesApi';
import { CategoryForm } from './CategoryForm';
import { categoryColumns } from './columns';

const TEXTS = screenTexts('Manage Categories', 'Add Category', 'Categories', 'No categories found');
const SEARCH = { placeholder: 'Search categories...', searchLabel: 'Search categories by name' };
/** Its writes' messages; a category that products use is refused naming them (categoriesApi.ts). */
const WRITE_TEXTS = writeTexts('Category', (category: Category) => category.name);

/**
 * Manage Categories (docs/requirements.md#manage-categories,
 * docs/decisions.md#catalogue-on-the-server): the categories a page at a time, searched by name,
 * sorted and filtered by status, the page, search, sort and filter in the URL; add, edit, delete
 * (refused while products use the category), View Image, and the CSV export.
 */
export default function CategoriesPage() {
  const preview = useImagePreview();
  const { show } = preview;
  const columnsOf = useCallback(
    (handlers: RowHandlers<Category>) =>
      categoryColumns({
        ...handlers,
        onViewImage: ({ name, image }) => show({ title: name, src: image ?? PLACEHOLDER_IMAGE }),
      }),
    [show],
  );
  const { table, toolbar } = useKeptCrudScreen(categories, WRITE_TEXTS, columnsOf);
  return (
    <CrudScreen
      texts={TEXTS}
      {...table}
      toolbar={<PagedListToolbar {...toolbar} {...SEARCH} subject="categories" />}
      Form={CategoryForm}
    >
      {preview.dialog}
    </CrudScreen>
  );
}
