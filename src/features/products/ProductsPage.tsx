import { CrudScreen, screenTexts } from '@/components/CrudScreen';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { productColumns } from './columns';
import { ProductForm } from './ProductForm';
import { useProductActions } from './useProductActions';

const TEXTS = screenTexts('Product Management', 'Add Product', 'Products', 'No products found');

/**
 * Product Management (local only): create, edit and delete in this tab
 * (docs/requirements.md#product-management).
 */
export default function ProductsPage() {
  const { items, ...actions } = useProductActions();
  const screen = useCrudScreen(actions, productColumns);
  return <CrudScreen texts={TEXTS} rows={items} screen={screen} Form={ProductForm} />;
}
