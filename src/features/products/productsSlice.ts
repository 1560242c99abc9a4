import { createSlice } from '@reduxjs/toolkit';
import { localListReducers } from '@/lib/localList';

/** Spec §9 stock options. */
export const STOCK_OPTIONS = ['In Stock', 'Out of Stock'] as const;
export type StockStatus = (typeof STOCK_OPTIONS)[number];

/** What the shop sells (spec §1). */
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

const list = localListReducers<Product>();

/** Local only (spec §1): kept for this tab's life in memory, never persisted or sent. */
const productsSlice = createSlice({
  name: 'products',
  initialState: { items: [] as Product[] },
  reducers: {
    productAdded: list.added,
    productUpdated: list.updated,
    productRemoved: list.removed,
  },
});

export const { productAdded, productUpdated, productRemoved } = productsSlice.actions;
export const productsReducer = productsSlice.reducer;
export const selectProducts = (state: { products: { items: Product[] } }) => state.products.items;
