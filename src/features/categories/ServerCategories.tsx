import { useCallback, useMemo } from 'react';
import { useGridApiRef } from '@mui/x-data-grid';
import { useExportCsvMutation } from '@/api/csvExport';
import { API_PATHS } from '@/api/endpoints';
import { CrudScreen } from '@/components/CrudScreen';
import { useImagePreview } from '@/components/ImagePreviewDialog';
import { PagedListToolbar } from '@/components/PagedListToolbar';
import type { RowHandlers } from '@/components/columns';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { usePagedGrid } from '@/hooks/usePagedGrid';
import { useKeptListPage } from '@/hooks/useKeptListPage';
import { PLACEHOLDER_IMAGE } from '@/lib/images';
import { SEARCH_DEBOUNCE_MS } from '@/lib/listParams';
import { useGetCategoriesPageQuery, type ServerCategory } from './categoriesApi';
import { CATEGORY_LIST, categoriesPageArgs } from './categoryListQuery';
import { CATEGORIES_TEXTS } from './categoryTexts';
import { ServerCategoryForm } from './ServerCategoryForm';
import { serverCategoryColumns, toCategoryRow } from './serverCategoryColumns';
import { useServerCategoryActions } from './useServerCategoryActions';

/** The page the URL names, with only the parameters the API takes. */
function useCategoriesPage() {
  const { list, args, query } = useKeptListPage(CATEGORY_LIST, categoriesPageArgs);
  const { data, isFetching } = useGetCategoriesPageQuery(args);
  const rows = useMemo(() => (data?.items ?? []).map(toCategoryRow), [data]);
  return { list, query, rows, pagination: data?.pagination, isFetching };
}

/**
 * Manage Categories on the reference server (docs/decisions.md#catalogue-on-the-server): the
 * categories a page at a time, searched by name, sorted and filtered by status by the server, the
 * page, search, sort and filter in the URL as in User Management; add, edit, delete (refused while
 * products use the category), View Image, and the CSV export.
 */
export function ServerCategories() {
  const { list, query, rows, pagination, isFetching } = useCategoriesPage();
  const grid = usePagedGrid(list, pagination);
  const gridApi = useGridApiRef();
  const [exportCsv] = useExportCsvMutation();
  const preview = useImagePreview();
  const { show } = preview;
  const columnsOf = useCallback(
    (handlers: RowHandlers<ServerCategory>) =>
      serverCategoryColumns({
        ...handlers,
        onViewImage: ({ name, image }) => show({ title: name, src: image ?? PLACEHOLDER_IMAGE }),
      }),
    [show],
  );
  const screen = useCrudScreen(useServerCategoryActions(), columnsOf);
  return (
    <CrudScreen
      texts={CATEGORIES_TEXTS}
      rows={rows}
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
          onExport={() =>
            exportCsv({ path: API_PATHS.categoriesCsv, list: 'categories', query }).unwrap()
          }
        />
      }
      screen={screen}
      Form={ServerCategoryForm}
    >
      {preview.dialog}
    </CrudScreen>
  );
}
