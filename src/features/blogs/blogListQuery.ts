/**
 * What Blog Management asks the reference server for (docs/decisions.md#content-on-the-server):
 * the page, search, sort and status filter its URL names, read by the same list path as User and
 * Order Management.
 */
import type { BlogSort } from '../../../contract/blogs';
import type { PagedListSpec } from '@/lib/listParams';

/** Each sortable column and the API's sort key for it. */
export const BLOG_SORTS = {
  title: 'title',
  category: 'category',
  status: 'status',
  date: 'date',
} as const satisfies Record<string, BlogSort>;

export const BLOG_LIST: PagedListSpec<BlogSort, 'status'> = {
  sorts: BLOG_SORTS,
  defaultSort: 'createdAt',
  filter: { field: 'status', param: 'status' },
};
