/**
 * What Manage Categories asks the reference server for (docs/decisions.md#catalogue-on-the-server):
 * the page, search, sort and status filter its URL names, read by the same list path as User and
 * Order Management.
 */
import type { CategorySort } from '../../../contract/catalogue';
import type { PagedListSpec } from '@/lib/listParams';

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
