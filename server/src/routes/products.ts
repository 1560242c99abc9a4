/**
 * Product Management (docs/api.md#catalogue): /admin/product/*, the managed routes of a resource
 * without a status or images (resource.ts); GET /admin/products, the paged list, and
 * /admin/products.csv, its export (shopListRoutes.ts). A product is in a category kept on the
 * server: a category id that names none is refused with the form's message.
 */
import type { FastifyPluginAsync } from 'fastify';

import { badRequest } from '../lib/httpError';
import { categoryExists } from '../repositories/categories';
import { PRODUCT_EXPORT_COLUMNS, PRODUCT_TABLE, products } from '../repositories/products';
import {
  productBodySchema,
  productsExportQuerySchema,
  productSchema,
  productsPageQuerySchema,
  type Product,
} from '../../../contract/catalogue';
import { resourceRoutes } from './resource';
import type { Resource } from './resourceKit';
import { pagedListRoutes } from './shopListRoutes';

export const CATEGORY_REQUIRED = 'Category is required.';

const productResource: Resource<Product> = {
  one: 'Product',
  many: 'Products',
  item: productSchema,
  table: products,
  createBody: productBodySchema,
  updateBody: productBodySchema,
  images: [],
  hasStatus: false,
  async checkBody(tx, { categoryId }) {
    if (categoryId === undefined || !(await categoryExists(tx, categoryId))) {
      throw badRequest(CATEGORY_REQUIRED);
    }
  },
};

export const productRoutes: FastifyPluginAsync = async (app) => {
  await app.register(resourceRoutes, { prefix: '/admin/product', resource: productResource });
  pagedListRoutes(app, {
    table: PRODUCT_TABLE,
    rowName: 'product',
    message: 'Products fetched successfully.',
    pagedRowSchema: productSchema,
    pageQuerySchema: productsPageQuerySchema,
    exportQuerySchema: productsExportQuerySchema,
    exportColumns: PRODUCT_EXPORT_COLUMNS,
    filtersOf: ({ categoryId, stock }) => ({ categoryId, stock }),
  });
};
