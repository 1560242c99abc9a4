import { CrudScreen } from '@/components/CrudScreen';
import type { RowHandlers } from '@/components/columns';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { productColumns } from './columns';
import { ProductForm } from './ProductForm';
import { PRODUCTS_TEXTS } from './productTexts';
import type { Product } from './productsSlice';
import { useProductActions } from './useProductActions';

const tabColumns = (handlers: RowHandlers<Product>) =>
  productColumns(handlers, (product: Product) => product);

/**
 * Product Management as the specification has it, a list kept in this tab: create, edit and
 * delete (docs/requirements.md#product-management).
 */
export function TabProducts() {
  const { items, ...actions } = useProductActions();
  const screen = useCrudScreen(actions, tabColumns);
  return <CrudScreen texts={PRODUCTS_TEXTS} rows={items} screen={screen} Form={ProductForm} />;
}
