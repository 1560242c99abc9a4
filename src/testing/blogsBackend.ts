/**
 * The reference server's blogs (docs/decisions.md#content-on-the-server) over MSW, for the
 * server-mode tests of Blog Management: the paged list searched by title, filtered by status and
 * category and sorted, create, and writes that honour If-Match (versionedBackend.ts), recorded.
 */
import { http, HttpResponse } from 'msw';
import type { Blog } from '../../contract/blogs';
import { API } from './handlers';
import { searchedPage } from './searchedPage';
import { server } from './server';
import { FIRST_VERSION, serveVersioned } from './versionedBackend';

export const BLOG = (id: number, title: string, changes: Partial<Blog> = {}): Blog => ({
  id,
  title,
  description: `All about ${title}.`,
  category: 'Travel',
  status: 'Draft',
  date: '2026-11-18',
  image: `/media/blog-${id}.png`,
  ...FIRST_VERSION,
  ...changes,
});

type Row = Record<string, unknown> & { title: string };

/** Serves these blogs; answers what it holds, was asked and was sent. */
export function serveBlogs(blogs: readonly Blog[]) {
  // The versioned backend's own object: its writes replace `items` on it.
  const backend = Object.assign(serveVersioned('/admin/blog', 'blogs', blogs), {
    asked: [] as object[],
  });
  server.use(
    http.get(`${API}/admin/blogs`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      backend.asked.push(Object.fromEntries(params));
      const { items, pagination } = searchedPage(
        backend.items as unknown as Row[],
        params,
        (row, q) => row.title.toLowerCase().includes(q),
        ['status', 'category'],
      );
      return HttpResponse.json({ success: true, blogs: items, pagination });
    }),
    http.post(`${API}/admin/blog/create`, async ({ request }) => {
      const body = (await request.json()) as Blog;
      backend.writes.push({ method: 'POST', path: '/admin/blog/create', ifMatch: null, body });
      const id = Math.max(0, ...backend.items.map((item) => item.id)) + 1;
      backend.items = [...backend.items, { ...BLOG(id, body.title), ...body }];
      return HttpResponse.json(
        { success: true, message: 'Blog created successfully!' },
        { status: 201 },
      );
    }),
  );
  return backend;
}
