/** The catalogue as its tests drive it: valid bodies, and categories and products made by the API. */
import type { Category, Product } from '../../../contract/catalogue';
import { pngDataUrl } from './images';
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

export async function createCategory(server: SignedInApp, overrides: object = {}) {
  const response = await server.call('POST', '/admin/category/create', validCategory(overrides));
  if (response.statusCode !== 201) throw new Error(`category not created: ${response.body}`);
  return response.json<{ category: Category }>().category;
}

export async function createProduct(server: SignedInApp, categoryId: number, overrides = {}) {
  const response = await server.call(
    'POST',
    '/admin/product/create',
    validProduct(categoryId, overrides),
  );
  if (response.statusCode !== 201) throw new Error(`product not created: ${response.body}`);
  return response.json<{ product: Product }>().product;
}

/** How many rows a table holds: a refused write stores nothing. */
export async function rowCount(server: SignedInApp, table: 'categories' | 'products' | 'media') {
  const [row] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n;
}
