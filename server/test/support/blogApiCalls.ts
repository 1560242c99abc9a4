/**
 * The representative calls of the blogs (apiCalls.ts): a blog is made with an image, its paged
 * list and export are read, a refused write is tried, and it is then changed and deleted.
 */
import { call, get, type ApiCall } from './apiCall';
import { validBlog } from './blogs';
import { pngDataUrl } from './images';
import { resourceCalls } from './resourceApiCalls';

const LIST_CALLS: ApiCall[] = [
  call(
    'GET /admin/blogs',
    200,
    '/admin/blogs?q=japan&sort=date&order=asc&status=Draft&category=Travel',
  ),
  get('/admin/blogs?category=News', 400),
  get('/admin/blogs.csv?sort=category&status=Draft'),
  call('POST /admin/blog/create', 400, {
    url: '/admin/blog/create',
    payload: validBlog({ date: '2026-02-30' }),
  }),
];

export const BLOG_CALLS: readonly ApiCall[] = resourceCalls(
  '/admin/blog',
  'blog',
  () => validBlog({ image: pngDataUrl(4) }),
  LIST_CALLS,
  { hasStatus: false },
);
