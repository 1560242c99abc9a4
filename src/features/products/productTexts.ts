/** Product Management's texts (docs/requirements.md#product-management), in either `screens` mode. */
import { screenTexts } from '@/components/CrudScreen';

export const PRODUCTS_TEXTS = screenTexts(
  'Product Management',
  'Add Product',
  'Products',
  'No products found',
);
