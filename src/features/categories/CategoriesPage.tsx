import { useCallback } from 'react';
import { CrudScreen } from '@/components/CrudScreen';
import { useImagePreview } from '@/components/ImagePreviewDialog';
import { PagedListToolbar } from '@/components/PagedListToolbar';
import type { RowHandlers } from '@/components/columns';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { useKeptList } from '@/hooks/useKeptList';
import { useResourceActions } from '@/hooks/useResourceActions';
import { PLACEHOLDER_IMAGE } from '@/lib/images';
import { categories, type Category } from './categoriesApi';
import { CATEGORIES_TEXTS, CATEGORY_WRITE_TEXTS } from './categoryTexts';
import { CategoryForm } from './CategoryForm';
import { categoryColumns } from './columns';

/**
 * Manage Categories (docs/requirements.md#manage-categories,
 * docs/decisions.md#catalogue-on-the-server): the categories a page at a time, searched by name,
 * sorted and filtered by status, the page, search, sort and filter in the URL; add, edit, delete
 * (refused while products use the category), View Image, and the CSV export.
 */
export default function CategoriesPage() {
  const kept = useKeptList(categories);
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
  const screen = useCrudScreen(useResourceActions(categories, CATEGORY_WRITE_TEXTS), columnsOf);
  return (
    <CrudScreen
      texts={CATEGORIES_TEXTS}
      rows={kept.items}
      {...kept.table}
      toolbar={
        <PagedListToolbar
          {...kept.toolbar}
          gridApi={kept.table.apiRef}
          placeholder="Search categories..."
          searchLabel="Search categories by name"
          subject="categories"
        />
      }
      screen={screen}
      Form={CategoryForm}
    >
      {preview.dialog}
    </CrudScreen>
  );
}
