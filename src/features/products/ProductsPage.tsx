import { CrudScreen } from '@/components/CrudScreen';
import { ExportCsvButton } from '@/components/ExportCsvButton';
import { ListToolbar } from '@/components/ListToolbar';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { useKeptList } from '@/hooks/useKeptList';
import { useResourceActions } from '@/hooks/useResourceActions';
import { CategoryFilter } from './CategoryFilter';
import { CATEGORY_PARAM, products } from './productsApi';
import { PRODUCT_WRITE_TEXTS, PRODUCTS_TEXTS } from './productTexts';
import { ProductForm } from './ProductForm';
import { productColumns } from './columns';

/**
 * Product Management (docs/requirements.md#product-management,
 * docs/decisions.md#catalogue-on-the-server): the products a page at a time, searched by name,
 * sorted and filtered by stock, narrowed to a category; the page, search, sort and filters in the
 * URL; create, edit, delete and the CSV export. Each product's
 * category is one of Manage Categories', shown by its name.
 */
export default function ProductsPage() {
  const { list, query, items, table, toolbar } = useKeptList(products);
  const { created: _created, onExport, ...search } = toolbar;
  const screen = useCrudScreen(useResourceActions(products, PRODUCT_WRITE_TEXTS), productColumns);
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
