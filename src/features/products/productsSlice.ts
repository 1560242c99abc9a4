import { createLocalList } from '@/lib/localList';

/** Stock options (docs/requirements.md#9-constants-and-limits). */
export const STOCK_OPTIONS = ['In Stock', 'Out of Stock'] as const;
export type StockStatus = (typeof STOCK_OPTIONS)[number];

/** What the shop sells (docs/requirements.md#1-product-and-users). */
export const PRODUCT_CATEGORIES = ['eSIM', 'Gift Card', 'Device Coverage'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export interface Product {
  id: string;
  name: string;
  category: ProductCategory;
  price: number;
  stock: StockStatus;
}

export type ProductDraft = Omit<Product, 'id'>;

/** Local only: kept for this tab's life in memory, never persisted or sent. */
export const productsList = createLocalList<Product, 'products'>('products');
