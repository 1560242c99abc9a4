import { API_PATHS } from '@/api/endpoints';
import { CrudScreen } from '@/components/CrudScreen';
import { ExportCsvButton } from '@/components/ExportCsvButton';
import { ListToolbar } from '@/components/ListToolbar';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { useKeptList, type KeptListOptions } from '@/hooks/useKeptList';
import type { ProductsPageQuery } from '../../../contract/catalogue';
import { CategoryFilter } from './CategoryFilter';
import { CATEGORY_PARAM, PRODUCT_LIST, productsPageArgs } from './productListQuery';
import { useGetProductsPageQuery, type Product } from './productsApi';
import { PRODUCTS_TEXTS } from './productTexts';
import { ProductForm } from './ProductForm';
import { productColumns } from './columns';
import { useProductActions } from './useProductActions';

const KEPT: KeptListOptions<ProductsPageQuery, Product> = {
  usePage: useGetProductsPageQuery,
  csv: { path: API_PATHS.productsCsv, list: 'products' },
};

/**
 * Product Management (docs/requirements.md#product-management,
 * docs/decisions.md#catalogue-on-the-server): the products a page at a time, searched by name,
 * sorted and filtered by stock, narrowed to a category; the page, search, sort and filters in the
 * URL; create, edit, delete and the CSV export. Each product's
 * category is one of Manage Categories', shown by its name.
 */
export default function ProductsPage() {
  const { list, query, items, table, toolbar } = useKeptList(PRODUCT_LIST, productsPageArgs, KEPT);
  const { created: _created, onExport, ...search } = toolbar;
  const screen = useCrudScreen(useProductActions(), productColumns);
  return (
    <CrudScreen
      texts={PRODUCTS_TEXTS}
      rows={items}
      {...table}
      toolbar={
        <ListToolbar
          {...search}
          gridApi={table.apiRef}
          placeholder="Search products..."
          searchLabel="Search products by name"
          actions={
            <>
              <CategoryFilter
                value={query.categoryId}
                onChange={(categoryId) => list.change({ [CATEGORY_PARAM]: categoryId })}
              />
              {onExport && <ExportCsvButton subject="products" onExport={onExport} />}
            </>
          }
        />
      }
      screen={screen}
      Form={ProductForm}
    />
  );
}
