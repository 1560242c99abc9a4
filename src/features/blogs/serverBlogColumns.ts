import type { GridColDef } from '@mui/x-data-grid';
import { serverColumns, type RowHandlers } from '@/components/columns';
import type { ServerBlog } from './blogsApi';
import { BLOG_SORTS } from './blogListQuery';
import { BLOG_STATUSES } from './blogSchema';
import { blogColumns } from './columns';

/** A server blog as its row shows it: numbered across the pages. */
export type ServerBlogRow = ServerBlog & { srNo: number };

/** A page's blogs, numbered from `offset` + 1. */
export const toBlogRows = (blogs: readonly ServerBlog[], offset: number): ServerBlogRow[] =>
  blogs.map((blog, index) => ({ ...blog, srNo: offset + index + 1 }));

/**
 * The specification's columns, sorted by the server (title, category, status, date) and filtered
 * by status there (docs/decisions.md#content-on-the-server).
 */
export const serverBlogColumns = (handlers: RowHandlers<ServerBlog>): GridColDef<ServerBlogRow>[] =>
  serverColumns(blogColumns<ServerBlogRow>(handlers), BLOG_SORTS, {
    field: 'status',
    values: BLOG_STATUSES,
  });
