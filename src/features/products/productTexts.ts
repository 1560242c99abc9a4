/** Product Management's texts (docs/requirements.md#product-management), in either `screens` mode. */
import { screenTexts } from '@/components/CrudScreen';
import { deleteNamed, writeTexts } from '@/hooks/useResourceActions';
import type { Product } from './productsApi';

export const PRODUCTS_TEXTS = screenTexts(
  'Product Management',
  'Add Product',
  'Products',
  'No products found',
);

/** Its writes' messages; a stale one says who changed it. */
export const PRODUCT_WRITE_TEXTS = writeTexts('Product', (product: Product) =>
  deleteNamed('Product', product.name),
);
