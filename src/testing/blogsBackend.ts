/**
 * The reference server's blogs (docs/decisions.md#content-on-the-server) over MSW, for the
 * server-mode tests of Blog Management: the paged list searched by title, filtered by status and
 * category and sorted, create, and writes that honour If-Match (versionedBackend.ts), recorded.
 */
import { http, HttpResponse } from 'msw';
import type { Blog } from '../../contract/blogs';
import { API } from './handlers';
import { server } from './server';
import { serveVersioned } from './versionedBackend';

const AT = '2026-11-20T08:00:00.000Z';

export const BLOG = (id: number, title: string, changes: Partial<Blog> = {}): Blog => ({
  id,
  title,
  description: `All about ${title}.`,
  category: 'Travel',
  status: 'Draft',
  date: '2026-11-18',
  image: `/media/blog-${id}.png`,
  version: 1,
  createdAt: AT,
  updatedAt: AT,
  ...changes,
});

type Row = Record<string, unknown> & { title: string };

/** One page of `rows` as the query string asks: `q` on the title, status and category whole. */
function page(rows: readonly Row[], params: URLSearchParams) {
  const q = (params.get('q') ?? '').toLowerCase();
  const sort = params.get('sort') ?? 'createdAt';
  const direction = params.get('order') === 'asc' ? 1 : -1;
  const pageSize = Number(params.get('pageSize') ?? 25);
  const found = rows
    .filter((row) => row.title.toLowerCase().includes(q))
    .filter((row) =>
      ['status', 'category'].every((key) => [null, row[key]].includes(params.get(key))),
    )
    .sort((a, b) => String(a[sort]).localeCompare(String(b[sort])) * direction);
  const pagination = { page: 1, pageSize, total: found.length, totalPages: 1, totalExact: true };
  return { items: found.slice(0, pageSize), pagination };
}

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
      const { items, pagination } = page(backend.items as unknown as Row[], params);
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
