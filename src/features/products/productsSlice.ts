import { createLocalList, type LocalItem } from '@/lib/localList';
import type { ProductDraft } from './productSchema';

/** A product of the list: what the form saved, with the id the list gave it. */
export type Product = ProductDraft & LocalItem;

/** Local only: kept for this tab's life in memory, never persisted or sent. */
export const productsList = createLocalList<Product, 'products'>('products');
