/**
 * What Product Management asks the reference server for
 * (docs/decisions.md#catalogue-on-the-server): the page, search, sort and stock filter its URL
 * names, read by the same list path as User and Order Management, and the category the URL narrows
 * it to.
 */
import type { ProductSort, ProductsPageQuery } from '../../../contract/catalogue';
import { keptPageArgs, type PagedListSpec } from '@/lib/listParams';
import { productsApi } from './productsApi';
import { STOCK_OPTIONS } from './productSchema';

/** Each sortable column and the API's sort key for it. */
export const PRODUCT_SORTS = {
  name: 'name',
  category: 'categoryName',
  price: 'price',
  stock: 'stock',
} as const satisfies Record<string, ProductSort>;

export const PRODUCT_LIST: PagedListSpec<ProductSort, 'stock'> = {
  sorts: PRODUCT_SORTS,
  defaultSort: 'createdAt',
  filter: { field: 'stock', param: 'stock' },
};

/** The URL's parameter of the category filter, beside the grid's own stock filter. */
export const CATEGORY_PARAM = 'categoryId';

/** The category id the URL names, when it is one. */
export const categoryIdOf = (params: URLSearchParams): number | undefined => {
  const text = params.get(CATEGORY_PARAM) ?? '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
};

/** The page the URL names, with only the parameters the API takes. */
export const productsPageArgs = (params: URLSearchParams): ProductsPageQuery => ({
  ...keptPageArgs(params, PRODUCT_LIST, STOCK_OPTIONS),
  categoryId: categoryIdOf(params),
});

/** Starts loading the page of products these URL parameters name, unless it is cached. */
export const prefetchProductsPage = (params: URLSearchParams) =>
  productsApi.util.prefetch('getProductsPage', productsPageArgs(params), {});
