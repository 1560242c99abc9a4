/**
 * Manage Categories (docs/api.md#catalogue): /admin/category/*, the managed routes with an image
 * as the banners' (resource.ts); GET /admin/categories, the paged list, and /admin/categories.csv,
 * its export (shopListRoutes.ts). A category that products use is not deleted: 409 naming them.
 */
import type { FastifyPluginAsync } from 'fastify';

import type { Queryable } from '../db/types';
import { HttpError } from '../lib/httpError';
import {
  categories,
  CATEGORY_EXPORT_COLUMNS,
  CATEGORY_TABLE,
  productsIn,
} from '../repositories/categories';
import {
  categoriesExportQuerySchema,
  categoriesPageQuerySchema,
  categoryInUseReplySchema,
  categorySchema,
  createCategorySchema,
  updateCategorySchema,
  type Category,
} from '../../../contract/catalogue';
import { resourceRoutes } from './resource';
import type { Resource } from './resourceKit';
import { pagedListRoutes } from './shopListRoutes';

/** How many of its products the 409 names. */
const PRODUCTS_NAMED = 10;

/** The 409 of a category that products use, naming the first of them. */
async function refuseInUse(tx: Queryable, category: Category) {
  const { productCount, products } = await productsIn(tx, category.id, PRODUCTS_NAMED);
  if (productCount === 0) return;
  const noun = productCount === 1 ? 'product' : 'products';
  throw new HttpError(409, {
    success: false,
    message: `Category “${category.name}” is used by ${productCount} ${noun}.`,
    productCount,
    products,
  });
}

const categoryResource: Resource<Category> = {
  one: 'Category',
  many: 'Categories',
  item: categorySchema,
  table: categories,
  createBody: createCategorySchema,
  updateBody: updateCategorySchema,
  images: [{ name: 'image', tooLarge: 'Image must be smaller than 5MB.' }],
  hasStatus: true,
  inUse: { reply: categoryInUseReplySchema, check: refuseInUse },
};

export const categoryRoutes: FastifyPluginAsync = async (app) => {
  await app.register(resourceRoutes, { prefix: '/admin/category', resource: categoryResource });
  pagedListRoutes(app, {
    table: CATEGORY_TABLE,
    rowName: 'category',
    message: 'Categories fetched successfully.',
    pagedRowSchema: categorySchema,
    pageQuerySchema: categoriesPageQuerySchema,
    exportQuerySchema: categoriesExportQuerySchema,
    exportColumns: CATEGORY_EXPORT_COLUMNS,
    filtersOf: ({ status }) => ({ status }),
  });
};
