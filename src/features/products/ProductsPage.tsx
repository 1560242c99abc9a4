import { useGridApiRef } from '@mui/x-data-grid';
import { useExportCsvMutation } from '@/api/csvExport';
import { API_PATHS } from '@/api/endpoints';
import { offered } from '@/api/source';
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
import { ProductForm } from './ProductForm';
import { productColumns } from './columns';
import { useProductActions } from './useProductActions';

/**
 * Product Management (docs/requirements.md#product-management,
 * docs/decisions.md#catalogue-on-the-server): the products a page at a time, searched by name,
 * sorted and filtered by stock, narrowed to a category; the page, search, sort and filters in the
 * URL; create, edit, delete and the CSV export where the source writes one. Each product's
 * category is one of Manage Categories', shown by its name.
 */
export default function ProductsPage() {
  const { list, args, query } = useKeptListPage(PRODUCT_LIST, productsPageArgs);
  const { data, isFetching } = useGetProductsPageQuery(args);
  const grid = usePagedGrid(list, data?.pagination);
  const gridApi = useGridApiRef();
  const [exportCsv] = useExportCsvMutation();
  const screen = useCrudScreen(useProductActions(), productColumns);
  const onExport = () =>
    exportCsv({
      path: API_PATHS.productsCsv,
      list: 'products',
      query: { ...query, categoryId: query.categoryId?.toString() },
    }).unwrap();
  return (
    <CrudScreen
      texts={PRODUCTS_TEXTS}
      rows={data?.items ?? []}
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
              {offered(API_PATHS.productsCsv) && (
                <ExportCsvButton subject="products" onExport={onExport} />
              )}
            </>
          }
        />
      }
      screen={screen}
      Form={ProductForm}
    />
  );
}
