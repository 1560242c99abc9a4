/**
 * What Manage Categories asks the reference server for (docs/decisions.md#catalogue-on-the-server):
 * the page, search, sort and status filter its URL names, read by the same list path as User and
 * Order Management.
 */
import type { CategoriesPageQuery, CategorySort } from '../../../contract/catalogue';
import type { Status } from '../../../contract/common';
import { keptPageArgs, type PagedListSpec } from '@/lib/listParams';
import { categoriesApi } from './categoriesApi';

/** The statuses as the API names them (contract/common.ts STATUSES). */
export const SERVER_STATUSES = ['active', 'inactive'] as const satisfies readonly Status[];

/** Each sortable column and the API's sort key for it. */
export const CATEGORY_SORTS = {
  name: 'name',
  status: 'status',
} as const satisfies Record<string, CategorySort>;

export const CATEGORY_LIST: PagedListSpec<CategorySort, 'status'> = {
  sorts: CATEGORY_SORTS,
  defaultSort: 'createdAt',
  filter: { field: 'status', param: 'status' },
};

/** The page the URL names, with only the parameters the API takes. */
export const categoriesPageArgs = (params: URLSearchParams): CategoriesPageQuery =>
  keptPageArgs(params, CATEGORY_LIST, SERVER_STATUSES);

/** Starts loading the page of categories these URL parameters name, unless it is cached. */
export const prefetchCategoriesPage = (params: URLSearchParams) =>
  categoriesApi.util.prefetch('getCategoriesPage', categoriesPageArgs(params), {});
