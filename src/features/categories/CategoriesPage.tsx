import { useCallback } from 'react';
import { API_PATHS } from '@/api/endpoints';
import { CrudScreen } from '@/components/CrudScreen';
import { useImagePreview } from '@/components/ImagePreviewDialog';
import { PagedListToolbar } from '@/components/PagedListToolbar';
import type { RowHandlers } from '@/components/columns';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { useKeptList, type KeptListOptions } from '@/hooks/useKeptList';
import { PLACEHOLDER_IMAGE } from '@/lib/images';
import type { CategoriesPageQuery } from '../../../contract/catalogue';
import { useGetCategoriesPageQuery, type Category } from './categoriesApi';
import { CATEGORY_LIST, categoriesPageArgs } from './categoryListQuery';
import { CATEGORIES_TEXTS } from './categoryTexts';
import { CategoryForm } from './CategoryForm';
import { categoryColumns } from './columns';
import { useCategoryActions } from './useCategoryActions';

const KEPT: KeptListOptions<CategoriesPageQuery, Category> = {
  usePage: useGetCategoriesPageQuery,
  csv: { path: API_PATHS.categoriesCsv, list: 'categories' },
};

/**
 * Manage Categories (docs/requirements.md#manage-categories,
 * docs/decisions.md#catalogue-on-the-server): the categories a page at a time, searched by name,
 * sorted and filtered by status, the page, search, sort and filter in the URL; add, edit, delete
 * (refused while products use the category), View Image, and the CSV export.
 */
export default function CategoriesPage() {
  const kept = useKeptList(CATEGORY_LIST, categoriesPageArgs, KEPT);
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
  const screen = useCrudScreen(useCategoryActions(), columnsOf);
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
