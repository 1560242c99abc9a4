import { CrudScreen, screenTexts } from '@/components/CrudScreen';
import { ExportCsvButton } from '@/components/ExportCsvButton';
import { ListToolbar } from '@/components/ListToolbar';
import { useKeptCrudScreen } from '@/hooks/useCrudScreen';
import { writeTexts } from '@/hooks/useResourceActions';
import { PRODUCT_CATEGORY_PARAM } from '@/lib/links';
import { CategoryFilter } from './CategoryFilter';
import { products, type Product } from './productsApi';
import { ProductForm } from './ProductForm';
import { productColumns } from './columns';

const TEXTS = screenTexts('Product Management', 'Add Product', 'Products', 'No products found');
/** Its writes' messages; a stale one says who changed it. */
const WRITE_TEXTS = writeTexts('Product', (product: Product) => product.name);

/**
 * Product Management (docs/requirements.md#product-management,
 * docs/decisions.md#catalogue-on-the-server): the products a page at a time, searched by name,
 * sorted and filtered by stock, narrowed to a category; the page, search, sort and filters in the
 * URL; create, edit, delete and the CSV export. Each product's
 * category is one of Manage Categories', shown by its name.
 */
export default function ProductsPage() {
  const { list, query, table, toolbar } = useKeptCrudScreen(products, WRITE_TEXTS, productColumns);
  const { created: _created, onExport, ...search } = toolbar;
  return (
    <CrudScreen
      texts={TEXTS}
      {...table}
      toolbar={
        <ListToolbar
          {...search}
          placeholder="Search products..."
          searchLabel="Search products by name"
          actions={
            <>
              <CategoryFilter
                value={query.categoryId}
                onChange={(categoryId) => list.change({ [PRODUCT_CATEGORY_PARAM]: categoryId })}
              />
              {onExport && <ExportCsvButton subject="products" onExport={onExport} />}
            </>
          }
        />
      }
      Form={ProductForm}
    />
  );
}
