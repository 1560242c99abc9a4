/**
 * The reference server's catalogue (docs/decisions.md#catalogue-on-the-server) over MSW, for the server-mode tests
 * of Manage Categories and Product Management: the paged lists searched by name, filtered and
 * sorted, the whole list of categories, and writes that honour If-Match (409 with the item as it
 * is now), refuse deleting a category that products use (409 naming them), and are recorded.
 */
import { http, HttpResponse } from 'msw';
import type { Category, Product } from '../../contract/catalogue';
import { API } from './handlers';
import { server } from './server';
import { changedAtToday, OTHER_ADMIN, type VersionedWrite } from './versionedBackend';

type Row = Category | Product;
type Kind = 'category' | 'product';

const AT = '2026-11-20T08:00:00.000Z';

export const CATEGORY = (id: number, name: string, changes: Partial<Category> = {}): Category => ({
  id,
  name,
  image: `/media/category-${id}.png`,
  productCount: 0,
  status: 'active',
  version: 1,
  createdAt: AT,
  updatedAt: AT,
  ...changes,
});

export const PRODUCT = (
  id: number,
  name: string,
  category: Category,
  changes: Partial<Product> = {},
): Product => ({
  id,
  name,
  categoryId: category.id,
  categoryName: category.name,
  price: 799,
  stock: 'In Stock',
  version: 1,
  createdAt: AT,
  updatedAt: AT,
  ...changes,
});

/** One page of `rows` as the query string asks: `q` on the name, the `filters` it names. */
function page(rows: readonly Row[], params: URLSearchParams, filters: readonly string[]) {
  const q = (params.get('q') ?? '').toLowerCase();
  const sort = (params.get('sort') ?? 'createdAt') as keyof Row;
  const direction = params.get('order') === 'asc' ? 1 : -1;
  const pageSize = Number(params.get('pageSize') ?? 25);
  const found = rows
    .filter((row) => row.name.toLowerCase().includes(q))
    .filter((row) =>
      filters.every((key) => {
        const wanted = params.get(key);
        return wanted === null || String(row[key as keyof Row]) === wanted;
      }),
    )
    .sort((a, b) => String(a[sort]).localeCompare(String(b[sort])) * direction);
  const pagination = { page: 1, pageSize, total: found.length, totalPages: 1, totalExact: true };
  return { items: found.slice(0, pageSize), pagination };
}

const refused = (message: string, status: number, more: object = {}) =>
  HttpResponse.json({ success: false, message, requestId: 'req-1', ...more }, { status });

export function serveCatalogue(categories: Category[], products: Product[] = []) {
  const backend = {
    categories: categories.map((category) => ({ ...category })),
    products: products.map((product) => ({ ...product })),
    asked: { categories: [] as Record<string, string>[], products: [] as Record<string, string>[] },
    writes: [] as VersionedWrite[],
    /** Another admin's change to the item with `id`, made without this screen knowing. */
    changeElsewhere(kind: Kind, id: number, changes: object) {
      const row = rowsOf(kind).find((item) => item.id === id);
      if (row) Object.assign(row, changes, { version: row.version + 1 });
    },
  };
  const rowsOf = (kind: Kind): Row[] =>
    kind === 'category' ? backend.categories : backend.products;
  const nameOf = (categoryId: number) =>
    backend.categories.find(({ id }) => id === categoryId)?.name ?? '';

  /** Records the write; runs `apply` once the row is found at the version If-Match names. */
  const write =
    (kind: Kind, apply: (row: Row, body: Record<string, unknown>) => Response) =>
    async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      const body = request.method === 'DELETE' ? null : await request.json();
      const ifMatch = request.headers.get('if-match');
      backend.writes.push({
        method: request.method,
        path: new URL(request.url).pathname,
        ifMatch,
        body,
      });
      const row = rowsOf(kind).find(({ id }) => String(id) === params.id);
      if (!row) return refused('Not found.', 404);
      if (ifMatch !== null && ifMatch !== `"${row.version}"`) {
        const changed = {
          current: row,
          changedBy: OTHER_ADMIN,
          changedAt: changedAtToday().toISOString(),
        };
        return refused('Changed after you read it.', 409, changed);
      }
      return apply(row, (body ?? {}) as Record<string, unknown>);
    };
  const done = (message: string, status = 200) =>
    HttpResponse.json({ success: true, message }, { status });
  const update = (kind: Kind, message: string) =>
    write(kind, (row, body) => {
      Object.assign(row, body, { version: row.version + 1 });
      if ('categoryId' in row) row.categoryName = nameOf(row.categoryId);
      return done(message);
    });
  const remove = (kind: Kind, message: string) =>
    write(kind, (row) => {
      const users = backend.products.filter(({ categoryId }) => categoryId === row.id);
      if (kind === 'category' && users.length > 0) {
        const products = users.slice(0, 10).map(({ id, name }) => ({ id, name }));
        const text = `Category “${row.name}” is used by ${users.length} products.`;
        return refused(text, 409, { productCount: users.length, products });
      }
      const rows = rowsOf(kind);
      rows.splice(rows.indexOf(row), 1);
      return done(message);
    });
  const create =
    (kind: Kind, message: string, make: (id: number, body: never) => Row) =>
    async ({ request }: { request: Request }) => {
      const body = await request.json();
      backend.writes.push({
        method: 'POST',
        path: new URL(request.url).pathname,
        ifMatch: null,
        body,
      });
      const rows = rowsOf(kind);
      rows.push(make(Math.max(0, ...rows.map(({ id }) => id)) + 1, body as never));
      return done(message, 201);
    };
  const list =
    (key: 'categories' | 'products', filters: readonly string[]) =>
    ({ request }: { request: Request }) => {
      const params = new URL(request.url).searchParams;
      backend.asked[key].push(Object.fromEntries(params));
      const { items, pagination } = page(
        key === 'categories' ? backend.categories : backend.products,
        params,
        filters,
      );
      return HttpResponse.json({ success: true, [key]: items, pagination });
    };

  server.use(
    http.get(`${API}/admin/categories`, list('categories', ['status'])),
    http.get(`${API}/admin/category/all`, () =>
      HttpResponse.json({ success: true, categories: backend.categories }),
    ),
    http.post(
      `${API}/admin/category/create`,
      create('category', 'Category created successfully!', (id, body: Partial<Category>) =>
        CATEGORY(id, String(body.name), { status: body.status }),
      ),
    ),
    http.put(
      `${API}/admin/category/update/:id`,
      update('category', 'Category updated successfully!'),
    ),
    http.delete(
      `${API}/admin/category/delete/:id`,
      remove('category', 'Category deleted successfully!'),
    ),
    http.get(`${API}/admin/products`, list('products', ['categoryId', 'stock'])),
    http.post(
      `${API}/admin/product/create`,
      create('product', 'Product created successfully!', (id, body: Product) => ({
        ...PRODUCT(id, body.name, CATEGORY(body.categoryId, nameOf(body.categoryId))),
        ...body,
      })),
    ),
    http.put(`${API}/admin/product/update/:id`, update('product', 'Product updated successfully!')),
    http.delete(
      `${API}/admin/product/delete/:id`,
      remove('product', 'Product deleted successfully!'),
    ),
  );
  return backend;
}
