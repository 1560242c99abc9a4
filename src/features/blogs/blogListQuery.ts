/**
 * What Blog Management asks the reference server for (docs/decisions.md#content-on-the-server):
 * the page, search, sort and status filter its URL names, read by the same list path as User and
 * Order Management.
 */
import type { BlogSort, BlogsPageQuery } from '../../../contract/blogs';
import { keptPageArgs, type PagedListSpec } from '@/lib/listParams';
import { BLOG_STATUSES } from './blogSchema';
import { blogsApi } from './blogsApi';

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

/** The page the URL names, with only the parameters the API takes. */
export const blogsPageArgs = (params: URLSearchParams): BlogsPageQuery =>
  keptPageArgs(params, BLOG_LIST, BLOG_STATUSES);

/** Starts loading the page of blogs these URL parameters name, unless it is cached. */
export const prefetchBlogsPage = (params: URLSearchParams) =>
  blogsApi.util.prefetch('getBlogsPage', blogsPageArgs(params), {});
