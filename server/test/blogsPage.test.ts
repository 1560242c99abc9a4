/**
 * Blog Management's list on the server (docs/api.md#blogs): a page searched by title, sorted and
 * filtered by status and category, its export, the roles that may use it, and its live changes.
 */
import { createBlog, createPicturedBlog } from './support/blogs';
import { exportedRows } from './support/csvAnswers';
import { expectListed, listed } from './support/keptWrites';
import { useSignedInApp } from './support/lifecycle';
import { clearTables } from './support/testDb';

const server = useSignedInApp();
beforeEach(() => clearTables(server.db, ['admins']));

const titles = listed(server, 'blogs', 'title');

async function seed() {
  await createPicturedBlog(server, {
    title: 'eSIM or roaming?',
    category: 'eSIM',
    date: '2026-01-10',
  });
  await createBlog(server, {
    title: 'Five packing tips',
    category: 'Tips',
    status: 'Published',
    date: '2026-03-01',
  });
  await createBlog(server, {
    title: 'Device cover explained',
    category: 'Technology',
    status: 'Published',
    date: '2025-12-24',
  });
}

it('pages newest first, with the image or null as on its own', async () => {
  await seed();
  const page = await server.call('GET', '/admin/blogs?pageSize=2');
  expect(page.json()).toMatchObject({
    success: true,
    message: 'Blogs fetched successfully.',
    blogs: [
      { title: 'Device cover explained', image: null, date: '2025-12-24', version: 1 },
      { title: 'Five packing tips', image: null },
    ],
    pagination: { page: 1, pageSize: 2, total: 3, totalPages: 2 },
  });
  const last = await server.call('GET', '/admin/blogs?pageSize=2&page=2');
  const [first] = last.json<{ blogs: Array<{ id: number }> }>().blogs;
  const own = await server.call('GET', `/admin/blog/${first?.id ?? 0}`);
  expect(last.json()).toMatchObject({ blogs: [own.json<{ blog: object }>().blog] });
});

it('searches by title, sorts by each key and filters by status and category', async () => {
  await seed();
  const [esim, tips, cover] = ['eSIM or roaming?', 'Five packing tips', 'Device cover explained'];
  await expectListed(titles, [
    ['/admin/blogs?q=ESIM', [esim]],
    ['/admin/blogs?sort=date&order=asc', [cover, esim, tips]],
    ['/admin/blogs?sort=title&order=asc', [cover, esim, tips]],
    ['/admin/blogs?sort=category&order=desc', [tips, cover, esim]],
    // Ties in the order they were made.
    ['/admin/blogs?sort=status&order=asc', [esim, tips, cover]],
    ['/admin/blogs?status=Published&category=Tips', [tips]],
  ]);
  for (const query of ['sort=image', 'status=draft', 'category=News']) {
    const refused = await server.call('GET', `/admin/blogs?${query}`);
    expect({ query, status: refused.statusCode }).toEqual({ query, status: 400 });
  }
});

it('exports the rows the search and filters match, in the order asked', async () => {
  await seed();
  const url = '/admin/blogs.csv?status=Published&sort=date&order=asc';
  expect(await exportedRows(server, url, 'blogs', 4)).toEqual([
    ['Title', 'Category', 'Status', 'Date'],
    ['Device cover explained', 'Technology', 'Published', '2025-12-24'],
    ['Five packing tips', 'Tips', 'Published', '2026-03-01'],
  ]);
});

it('lists every blog whole, by date, newest first', async () => {
  await seed();
  const all = await server.call('GET', '/admin/blog/all');
  const blogs = all.json<{ blogs: Array<{ title: string }> }>().blogs;
  expect(blogs.map(({ title }) => title)).toEqual([
    'Five packing tips',
    'eSIM or roaming?',
    'Device cover explained',
  ]);
});
