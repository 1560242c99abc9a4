import { useMemo } from 'react';
import { useGridApiRef } from '@mui/x-data-grid';
import { useExportCsvMutation } from '@/api/csvExport';
import { API_PATHS } from '@/api/endpoints';
import { CrudScreen } from '@/components/CrudScreen';
import { ExportCsvButton } from '@/components/ExportCsvButton';
import { ListToolbar } from '@/components/ListToolbar';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { useKeptListPage } from '@/hooks/useKeptListPage';
import { usePagedGrid } from '@/hooks/usePagedGrid';
import { SEARCH_DEBOUNCE_MS } from '@/lib/listParams';
import { CategoryFilter } from './CategoryFilter';
import { CATEGORY_PARAM, PRODUCT_LIST, productsPageArgs } from './productListQuery';
import { useGetProductsPageQuery } from './productsApi';
import { PRODUCTS_TEXTS } from './productTexts';
import { ServerProductForm } from './ServerProductForm';
import { serverProductColumns, toProductRow } from './serverProductColumns';
import { useServerProductActions } from './useServerProductActions';

/** The page the URL names, with only the parameters the API takes. */
function useProductsPage() {
  const { list, args, query } = useKeptListPage(PRODUCT_LIST, productsPageArgs);
  const { data, isFetching } = useGetProductsPageQuery(args);
  const rows = useMemo(() => (data?.items ?? []).map(toProductRow), [data]);
  return { list, query, rows, pagination: data?.pagination, isFetching };
}

/**
 * Product Management on the reference server (docs/decisions.md#catalogue-on-the-server): the
 * products a page at a time, searched by name, sorted and filtered by stock by the server, narrowed
 * to a category; the page, search, sort and filters in the URL as in User Management; create, edit,
 * delete and the CSV export. Each product's category is one of the server's, shown by its name.
 */
export function ServerProducts() {
  const { list, query, rows, pagination, isFetching } = useProductsPage();
  const grid = usePagedGrid(list, pagination);
  const gridApi = useGridApiRef();
  const [exportCsv] = useExportCsvMutation();
  const screen = useCrudScreen(useServerProductActions(), serverProductColumns);
  const onExport = () =>
    exportCsv({
      path: API_PATHS.productsCsv,
      list: 'products',
      query: { ...query, categoryId: query.categoryId?.toString() },
    }).unwrap();
  return (
    <CrudScreen
      texts={PRODUCTS_TEXTS}
      rows={rows}
      loading={isFetching}
      server={grid}
      apiRef={gridApi}
      toolbar={
        <ListToolbar
          search={list.search}
          onSearch={list.writeSearch}
          searchDelayMs={SEARCH_DEBOUNCE_MS}
          gridApi={gridApi}
          placeholder="Search products..."
          searchLabel="Search products by name"
          actions={
            <>
              <CategoryFilter
                value={query.categoryId}
                onChange={(categoryId) => list.change({ [CATEGORY_PARAM]: categoryId })}
              />
              <ExportCsvButton subject="products" onExport={onExport} />
            </>
          }
        />
      }
      screen={screen}
      Form={ServerProductForm}
    />
  );
}
