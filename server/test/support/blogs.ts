/** Blogs as their tests drive them: a valid body, blogs made by the API. */
import type { Blog } from '../../../contract/blogs';
import { pngDataUrl } from './images';
import { createVia } from './keptWrites';
import type { SignedInApp } from './lifecycle';

export const validBlog = (overrides: object = {}) => ({
  title: 'Staying online in Japan',
  description: 'How an eSIM keeps you connected from Tokyo to Kyoto.',
  category: 'Travel',
  status: 'Draft',
  date: '2026-03-05',
  ...overrides,
});

export const createBlog = (server: SignedInApp, overrides: object = {}) =>
  createVia<Blog>(server, '/admin/blog/create', 'blog', validBlog(overrides));

/** A blog with an image, as a data URL. */
export const createPicturedBlog = (server: SignedInApp, overrides: object = {}) =>
  createBlog(server, { image: pngDataUrl(1), ...overrides });
