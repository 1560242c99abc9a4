import { useCallback } from 'react';
import { useGridApiRef } from '@mui/x-data-grid';
import { useExportCsvMutation } from '@/api/csvExport';
import { API_PATHS } from '@/api/endpoints';
import { offered } from '@/api/source';
import { CrudScreen } from '@/components/CrudScreen';
import { useImagePreview } from '@/components/ImagePreviewDialog';
import { PagedListToolbar } from '@/components/PagedListToolbar';
import type { RowHandlers } from '@/components/columns';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { useKeptListPage } from '@/hooks/useKeptListPage';
import { usePagedGrid } from '@/hooks/usePagedGrid';
import { PLACEHOLDER_IMAGE } from '@/lib/images';
import { SEARCH_DEBOUNCE_MS } from '@/lib/listParams';
import { useGetCategoriesPageQuery, type Category } from './categoriesApi';
import { CATEGORY_LIST, categoriesPageArgs } from './categoryListQuery';
import { CATEGORIES_TEXTS } from './categoryTexts';
import { CategoryForm } from './CategoryForm';
import { categoryColumns } from './columns';
import { useCategoryActions } from './useCategoryActions';

/**
 * Manage Categories (docs/requirements.md#manage-categories,
 * docs/decisions.md#catalogue-on-the-server): the categories a page at a time, searched by name,
 * sorted and filtered by status, the page, search, sort and filter in the URL; add, edit, delete
 * (refused while products use the category), View Image, and the CSV export where the source
 * writes one.
 */
export default function CategoriesPage() {
  const { list, args, query } = useKeptListPage(CATEGORY_LIST, categoriesPageArgs);
  const { data, isFetching } = useGetCategoriesPageQuery(args);
  const grid = usePagedGrid(list, data?.pagination);
  const gridApi = useGridApiRef();
  const [exportCsv] = useExportCsvMutation();
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
  const path = API_PATHS.categoriesCsv;
  return (
    <CrudScreen
      texts={CATEGORIES_TEXTS}
      rows={data?.items ?? []}
      loading={isFetching}
      server={grid}
      apiRef={gridApi}
      toolbar={
        <PagedListToolbar
          search={list.search}
          onSearch={list.writeSearch}
          searchDelayMs={SEARCH_DEBOUNCE_MS}
          gridApi={gridApi}
          placeholder="Search categories..."
          searchLabel="Search categories by name"
          created={{ onClear: list.clearCreated }}
          subject="categories"
          onExport={
            offered(path)
              ? () => exportCsv({ path, list: 'categories', query }).unwrap()
              : undefined
          }
        />
      }
      screen={screen}
      Form={CategoryForm}
    >
      {preview.dialog}
    </CrudScreen>
  );
}
