/**
 * Manage Categories (docs/api.md#catalogue): the managed routes with an image as the banners',
 * its paged list and export (resource.ts). A category that products use is not deleted: 409
 * naming them.
 */
import type { Queryable } from '../db/types';
import { HttpError } from '../lib/httpError';
import { categories, CATEGORY_LIST, productsIn } from '../repositories/categories';
import {
  categoriesPageQuerySchema,
  categoryInUseReplySchema,
  categorySchema,
  createCategorySchema,
  updateCategorySchema,
  type Category,
} from '../../../contract/catalogue';
import { managedRoutes } from './resource';

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

export const categoryRoutes = managedRoutes(
  {
    name: 'categories',
    item: categorySchema,
    table: categories,
    createBody: createCategorySchema,
    updateBody: updateCategorySchema,
    hasStatus: true,
    inUse: { reply: categoryInUseReplySchema, check: refuseInUse },
  },
  { ...CATEGORY_LIST, pageQuerySchema: categoriesPageQuerySchema },
);
