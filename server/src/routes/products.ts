/**
 * Product Management (docs/api.md#catalogue): the managed routes of a resource without a status
 * or images, its paged list and export (resource.ts). A product is in a category kept on the
 * server: a category id that names none is refused with the form's message.
 */
import { badRequest } from '../lib/httpError';
import { categoryExists } from '../repositories/categories';
import { PRODUCT_LIST, products } from '../repositories/products';
import {
  productBodySchema,
  productSchema,
  productsPageQuerySchema,
} from '../../../contract/catalogue';
import { managedRoutes } from './resource';

export const CATEGORY_REQUIRED = 'Category is required.';

export const productRoutes = managedRoutes(
  {
    name: 'products',
    item: productSchema,
    table: products,
    createBody: productBodySchema,
    async checkBody(tx, { categoryId }) {
      if (categoryId === undefined || !(await categoryExists(tx, categoryId))) {
        throw badRequest(CATEGORY_REQUIRED);
      }
    },
  },
  { ...PRODUCT_LIST, pageQuerySchema: productsPageQuerySchema },
);
