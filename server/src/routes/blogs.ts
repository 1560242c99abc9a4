/**
 * Blog Management (docs/api.md#blogs): the managed routes with an optional image stored as the
 * banners', its paged list and export (resource.ts). Draft or Published is the blog's own field,
 * sent with the others: no status switch.
 */
import { checkDay } from '../lib/days';
import { BLOG_LIST, blogs } from '../repositories/blogs';
import { blogBodySchema, blogSchema, blogsPageQuerySchema } from '../../../contract/blogs';
import { managedRoutes } from './resource';

export const blogRoutes = managedRoutes(
  {
    name: 'blogs',
    item: blogSchema,
    table: blogs,
    createBody: blogBodySchema,
    // The schema checks the day's shape; '2026-02-30' has it but is no day.
    async checkBody(_tx, { date }) {
      checkDay('date', date);
    },
  },
  { ...BLOG_LIST, pageQuerySchema: blogsPageQuerySchema },
);
