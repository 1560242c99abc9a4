/** The catalogue as its tests drive it: valid bodies, categories and products made by the API. */
import type { Category, Product } from '../../../contract/catalogue';
import { pngDataUrl } from './images';
import { createVia } from './keptWrites';
import type { SignedInApp } from './lifecycle';

export const validCategory = (overrides: object = {}) => ({
  name: 'eSIM',
  status: 'active',
  image: pngDataUrl(1),
  ...overrides,
});

export const validProduct = (categoryId: number, overrides: object = {}) => ({
  name: 'Japan 3 GB / 7 days',
  categoryId,
  price: 649,
  stock: 'In Stock',
  ...overrides,
});

export const createCategory = (server: SignedInApp, overrides: object = {}) =>
  createVia<Category>(server, '/admin/category/create', 'category', validCategory(overrides));

export const createProduct = (server: SignedInApp, categoryId: number, overrides = {}) =>
  createVia<Product>(
    server,
    '/admin/product/create',
    'product',
    validProduct(categoryId, overrides),
  );
