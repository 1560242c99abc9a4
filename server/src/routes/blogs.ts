/**
 * Blog Management (docs/api.md#blogs): /admin/blog/*, the managed routes with an optional image
 * stored as the banners' (resource.ts); GET /admin/blogs, the paged list, and /admin/blogs.csv, its
 * export (shopListRoutes.ts). Draft or Published is the blog's own field, sent with the others:
 * no status switch.
 */
import type { FastifyPluginAsync } from 'fastify';

import { isCalendarDay } from '../lib/days';
import { badRequest } from '../lib/httpError';
import { BLOG_EXPORT_COLUMNS, BLOG_TABLE, blogs } from '../repositories/blogs';
import {
  BLOG_MESSAGES,
  blogBodySchema,
  blogsExportQuerySchema,
  blogSchema,
  blogsPageQuerySchema,
  type Blog,
} from '../../../contract/blogs';
import { notADay } from '../../../contract/fields';
import { resourceRoutes } from './resource';
import type { Resource } from './resourceKit';
import { pagedListRoutes } from './shopListRoutes';

const blogResource: Resource<Blog> = {
  one: 'Blog',
  many: 'Blogs',
  item: blogSchema,
  table: blogs,
  createBody: blogBodySchema,
  updateBody: blogBodySchema,
  images: [{ name: 'image', tooLarge: BLOG_MESSAGES.imageTooLarge }],
  hasStatus: false,
  // The schema checks the day's shape; '2026-02-30' has it but is no day.
  async checkBody(_tx, { date }) {
    if (date === undefined || !isCalendarDay(date)) throw badRequest(notADay('date'));
  },
};

export const blogRoutes: FastifyPluginAsync = async (app) => {
  await app.register(resourceRoutes, { prefix: '/admin/blog', resource: blogResource });
  pagedListRoutes(app, {
    table: BLOG_TABLE,
    rowName: 'blog',
    message: 'Blogs fetched successfully.',
    pagedRowSchema: blogSchema,
    pageQuerySchema: blogsPageQuerySchema,
    exportQuerySchema: blogsExportQuerySchema,
    exportColumns: BLOG_EXPORT_COLUMNS,
    filtersOf: ({ status, category }) => ({ status, category }),
  });
};
