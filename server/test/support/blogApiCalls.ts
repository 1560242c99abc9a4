/**
 * The representative calls of the blogs (apiCalls.ts): a blog is made with an image, its paged
 * list and export are read, a refused write is tried, and it is then changed and deleted.
 */
import type { ApiCall } from './apiCall';
import { validBlog } from './blogs';
import { pngDataUrl } from './images';
import { resourceCalls } from './resourceApiCalls';

const LIST_CALLS: ApiCall[] = [
  {
    operation: 'GET /admin/blogs',
    status: 200,
    request: () => ({
      url: '/admin/blogs?q=japan&sort=date&order=asc&status=Draft&category=Travel',
    }),
  },
  {
    operation: 'GET /admin/blogs',
    status: 400,
    request: () => ({ url: '/admin/blogs?category=News' }),
  },
  {
    operation: 'GET /admin/blogs.csv',
    status: 200,
    request: () => ({ url: '/admin/blogs.csv?sort=category&status=Draft' }),
  },
  {
    operation: 'POST /admin/blog/create',
    status: 400,
    request: () => ({ url: '/admin/blog/create', payload: validBlog({ date: '2026-02-30' }) }),
  },
];

export const BLOG_CALLS: readonly ApiCall[] = resourceCalls(
  '/admin/blog',
  'blog',
  () => validBlog({ image: pngDataUrl(4) }),
  LIST_CALLS,
  { hasStatus: false },
);
