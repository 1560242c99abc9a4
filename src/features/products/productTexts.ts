/** Product Management's texts (docs/requirements.md#product-management), in either `screens` mode. */
import { screenTexts } from '@/components/CrudScreen';
import { writeTexts } from '@/hooks/useResourceActions';
import type { Product } from './productsApi';

export const PRODUCTS_TEXTS = screenTexts(
  'Product Management',
  'Add Product',
  'Products',
  'No products found',
);

/** Its writes' messages; a stale one says who changed it. */
export const PRODUCT_WRITE_TEXTS = writeTexts('Product', (product: Product) => ({
  title: 'Delete product?',
  message: `“${product.name}” will be deleted. This cannot be undone.`,
}));
