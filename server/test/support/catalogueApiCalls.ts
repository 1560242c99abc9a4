/**
 * The representative calls of the catalogue (apiCalls.ts): a category is made, then a product in
 * it, whose category cannot be deleted while it is there; both paged lists and exports, and each
 * write's refusals; then the product and the category are deleted.
 */
import type { ApiCall, Made } from './apiCall';
import { validCategory, validProduct } from './catalogue';
import { resourceCalls } from './resourceApiCalls';

const categoryId = (made: Made) => Number(made.categoryId);
const category = (made: Made) => `/admin/category/delete/${made.categoryId ?? ''}`;

const PRODUCT_CALLS: ApiCall[] = [
  {
    operation: 'DELETE /admin/category/delete/{id}',
    status: 409,
    request: (m) => ({ url: category(m) }),
  },
  {
    operation: 'DELETE /admin/category/delete/{id}',
    status: 409,
    request: (m) => ({ url: category(m), headers: { 'if-match': '"1"' } }),
  },
  {
    operation: 'GET /admin/products',
    status: 200,
    request: (m) => ({ url: `/admin/products?q=japan&sort=price&categoryId=${categoryId(m)}` }),
  },
  {
    operation: 'GET /admin/products',
    status: 400,
    request: () => ({ url: '/admin/products?stock=sold' }),
  },
  {
    operation: 'GET /admin/products.csv',
    status: 200,
    request: () => ({ url: '/admin/products.csv?stock=In%20Stock&sort=name&order=asc' }),
  },
  {
    operation: 'POST /admin/product/create',
    status: 400,
    request: () => ({ url: '/admin/product/create', payload: validProduct(999_999) }),
  },
];

const CATEGORY_CALLS: ApiCall[] = [
  {
    operation: 'GET /admin/categories',
    status: 200,
    request: () => ({ url: '/admin/categories?q=esim&sort=name&order=asc&status=active' }),
  },
  {
    operation: 'GET /admin/categories',
    status: 400,
    request: () => ({ url: '/admin/categories?sort=image' }),
  },
  {
    operation: 'GET /admin/categories.csv',
    status: 200,
    request: () => ({ url: '/admin/categories.csv?sort=productCount' }),
  },
  {
    operation: 'POST /admin/category/create',
    status: 400,
    request: () => ({ url: '/admin/category/create', payload: validCategory({ image: '' }) }),
  },
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
