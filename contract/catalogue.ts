/**
 * The catalogue on the wire (docs/api.md#catalogue): categories and products as the API answers
 * them, their paged lists' queries, and the bodies of create and update with the texts of
 * docs/requirements.md#5-validation. A product's category is one of the categories kept on the
 * server; a category in use cannot be deleted (409 with the products that use it).
 */
import { Type, type Static } from '@sinclair/typebox';

import { messages } from './fields';
import {
  bodySchema,
  changedImage,
  itemSchema,
  MAX_INT,
  newImage,
  requiredText,
  STATUSES,
  statusSchema,
  stringEnum,
} from './common';
import {
  CATEGORY_MESSAGES,
  MAX_LENGTHS,
  MAX_PRICE,
  PRODUCT_MESSAGES,
  STOCK_STATUSES,
} from './formRules';
import { pageQuery } from './shopLists';

/** A category: its status is the shared switch (active, inactive), shown Active or Inactive. */
export const categorySchema = itemSchema({
  name: Type.String(),
  /** A URL relative to the API's origin. */
  image: Type.String(),
  productCount: Type.Integer({ description: 'How many products are in it.' }),
  version: Type.Integer(),
});
export type Category = Static<typeof categorySchema>;

export const CATEGORY_SORT_KEYS = ['createdAt', 'name', 'status', 'productCount'] as const;
export type CategorySort = (typeof CATEGORY_SORT_KEYS)[number];

export const categoriesPageQuerySchema = pageQuery(CATEGORY_SORT_KEYS, {
  status: Type.Optional(statusSchema),
});

const categoryName = requiredText(MAX_LENGTHS.categoryName, CATEGORY_MESSAGES.name);
const categoryStatus = messages({ required: CATEGORY_MESSAGES.status });

/** A new category is active unless it says otherwise. */
export const createCategorySchema = bodySchema({
  name: categoryName,
  status: stringEnum(STATUSES, { default: 'active', ...categoryStatus }),
  image: newImage(CATEGORY_MESSAGES.image),
});
export type NewCategory = Static<typeof createCategorySchema>;

/** As on create; the image left out, empty or sent as its current URL keeps the stored one. */
export const updateCategorySchema = bodySchema({
  name: categoryName,
  status: stringEnum(STATUSES, categoryStatus),
  image: changedImage(),
});
export type CategoryChanges = Static<typeof updateCategorySchema>;

/** The 409 of deleting a category that products use: the first of them, and how many. */
export const categoryInUseReplySchema = Type.Object({
  success: Type.Literal(false),
  message: Type.String({ description: "'Category “eSIM” is used by 3 products.'" }),
  requestId: Type.String(),
  productCount: Type.Integer(),
  products: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), {
    description: 'The first 10, by name.',
  }),
});
export type CategoryInUseReply = Static<typeof categoryInUseReplySchema>;

export type StockStatus = (typeof STOCK_STATUSES)[number];

/** A product; no status of its own (its stock says whether it sells). */
export const productSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  price: Type.Number({ description: 'Rupees.' }),
  stock: stringEnum(STOCK_STATUSES),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  version: Type.Integer(),
});
export type Product = Static<typeof productSchema>;

export const PRODUCT_SORT_KEYS = ['createdAt', 'name', 'categoryName', 'price', 'stock'] as const;
export type ProductSort = (typeof PRODUCT_SORT_KEYS)[number];

export const productsPageQuerySchema = pageQuery(PRODUCT_SORT_KEYS, {
  categoryId: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INT })),
  stock: Type.Optional(stringEnum(STOCK_STATUSES)),
});

/** Create and update alike; a category id that names no category is refused with its message. */
export const productBodySchema = bodySchema({
  name: requiredText(MAX_LENGTHS.productName, PRODUCT_MESSAGES.name),
  categoryId: Type.Integer({
    minimum: 1,
    maximum: MAX_INT,
    ...messages({ required: PRODUCT_MESSAGES.category, invalid: PRODUCT_MESSAGES.category }),
  }),
  price: Type.Number({
    minimum: 0,
    maximum: MAX_PRICE,
    ...messages({
      required: PRODUCT_MESSAGES.price,
      invalid: PRODUCT_MESSAGES.price,
      range: PRODUCT_MESSAGES.priceRange,
    }),
  }),
  stock: stringEnum(STOCK_STATUSES, messages({ required: PRODUCT_MESSAGES.stock })),
});
export type ProductBody = Static<typeof productBodySchema>;
