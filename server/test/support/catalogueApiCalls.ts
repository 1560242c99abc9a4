/**
 * The representative calls of the catalogue (apiCalls.ts): a category is made, then a product in
 * it, whose category cannot be deleted while it is there; both paged lists and exports, and each
 * write's refusals; then the product and the category are deleted.
 */
import { call, get, type ApiCall, type Made } from './apiCall';
import { validCategory, validProduct } from './catalogue';
import { resourceCalls } from './resourceApiCalls';

const categoryId = (made: Made) => Number(made.categoryId);
const category = (made: Made) => `/admin/category/delete/${made.categoryId ?? ''}`;

const PRODUCT_CALLS: ApiCall[] = [
  call('DELETE /admin/category/delete/{id}', 409, (m) => ({ url: category(m) })),
  call('DELETE /admin/category/delete/{id}', 409, (m) => ({
    url: category(m),
    headers: { 'if-match': '"1"' },
  })),
  call('GET /admin/products', 200, (m) => ({
    url: `/admin/products?q=japan&sort=price&categoryId=${categoryId(m)}`,
  })),
  get('/admin/products?stock=sold', 400),
  get('/admin/products.csv?stock=In%20Stock&sort=name&order=asc'),
  call('POST /admin/product/create', 400, {
    url: '/admin/product/create',
    payload: validProduct(999_999),
  }),
];

const CATEGORY_CALLS: ApiCall[] = [
  get('/admin/categories?q=esim&sort=name&order=asc&status=active'),
  get('/admin/categories?sort=image', 400),
  get('/admin/categories.csv?sort=productCount'),
  call('POST /admin/category/create', 400, {
    url: '/admin/category/create',
    payload: validCategory({ image: '' }),
  }),
  ...resourceCalls('/admin/product', 'product', (m) => validProduct(categoryId(m)), PRODUCT_CALLS, {
    hasStatus: false,
  }),
];

export const CATALOGUE_CALLS: readonly ApiCall[] = resourceCalls(
  '/admin/category',
  'category',
  () => validCategory(),
  CATEGORY_CALLS,
);
