/** Blogs as their tests drive them: a valid body, blogs made by the API, rows counted. */
import type { Blog } from '../../../contract/blogs';
import { pngDataUrl } from './images';
import type { SignedInApp } from './lifecycle';

export const validBlog = (overrides: object = {}) => ({
  title: 'Staying online in Japan',
  description: 'How an eSIM keeps you connected from Tokyo to Kyoto.',
  category: 'Travel',
  status: 'Draft',
  date: '2026-03-05',
  ...overrides,
});

export async function createBlog(server: SignedInApp, overrides: object = {}) {
  const response = await server.call('POST', '/admin/blog/create', validBlog(overrides));
  if (response.statusCode !== 201) throw new Error(`blog not created: ${response.body}`);
  return response.json<{ blog: Blog }>().blog;
}

/** A blog with an image, as a data URL. */
export const createPicturedBlog = (server: SignedInApp, overrides: object = {}) =>
  createBlog(server, { image: pngDataUrl(1), ...overrides });

/** How many rows a table holds: a refused write stores nothing. */
export async function rowCount(server: SignedInApp, table: 'blogs' | 'media') {
  const [row] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n;
}
