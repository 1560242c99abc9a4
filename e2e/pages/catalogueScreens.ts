/**
 * Manage Categories and Product Management kept on the reference server (`screens: 'server'`,
 * docs/decisions.md#catalogue-on-the-server): the specification's names, forms and messages, the
 * server's snackbars, and a product's category chosen among the server's.
 */
import type { ServerScreen } from './serverScreens';
import { CATEGORIES, PRODUCTS } from './localScreens';

export const SERVER_CATEGORIES = {
  ...CATEGORIES,
  columns: ['Category Name', 'Products', 'Status', 'Actions'],
  // Served from the server's media, not kept as a data URL.
  imageSrc: /\/media\//,
  snackbars: {
    created: 'Category created successfully!',
    updated: 'Category updated successfully!',
    deleted: 'Category deleted successfully!',
  },
} as const satisfies ServerScreen;

export const SERVER_PRODUCTS = {
  ...PRODUCTS,
  columns: ['Product Name', 'Category', 'Price', 'Stock', 'Actions'],
  snackbars: {
    created: 'Product created successfully!',
    updated: 'Product updated successfully!',
    deleted: 'Product deleted successfully!',
  },
} as const satisfies ServerScreen;
