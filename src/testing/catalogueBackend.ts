/**
 * The reference server's catalogue (docs/decisions.md#catalogue-on-the-server) over MSW, for the
 * server-mode tests of Manage Categories and Product Management: the paged lists searched by name,
 * filtered and sorted, the whole list of categories, and writes that honour If-Match (409 with the
 * item as it is now), refuse deleting a category that products use (409 naming them), and are
 * recorded.
 */
import { http, HttpResponse } from 'msw';
import type { Category, Product } from '../../contract/catalogue';
import { API } from './handlers';
import { searchedPage } from './searchedPage';
import { server } from './server';
import type { VersionedWrite } from './versionedBackend';
import { done, FIRST_VERSION, refused, versionedWrite } from './versionedBackend';

type Row = Category | Product;
type Kind = 'category' | 'product';

export const CATEGORY = (id: number, name: string, changes: Partial<Category> = {}): Category => ({
  id,
  name,
  image: `/media/category-${id}.png`,
  productCount: 0,
  status: 'active',
  ...FIRST_VERSION,
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
  ...FIRST_VERSION,
  ...changes,
});

/** What the fake server holds, and what it was asked and sent. */
function catalogueOf(categories: readonly Category[], products: readonly Product[]) {
  const backend = {
    categories: categories.map((category) => ({ ...category })),
    products: products.map((product) => ({ ...product })),
    asked: { categories: [] as Record<string, string>[], products: [] as Record<string, string>[] },
    writes: [] as VersionedWrite[],
    rowsOf: (kind: Kind): Row[] => (kind === 'category' ? backend.categories : backend.products),
    nameOf: (categoryId: number) =>
      backend.categories.find(({ id }) => id === categoryId)?.name ?? '',
    /** Another admin's change to the item with `id`, made without this screen knowing. */
    changeElsewhere(kind: Kind, id: number, changes: object) {
      const row = backend.rowsOf(kind).find((item) => item.id === id);
      if (row) Object.assign(row, changes, { version: row.version + 1 });
    },
  };
  return backend;
}

type Catalogue = ReturnType<typeof catalogueOf>;

/** Update and delete of `kind`: a category that products use is refused, naming them. */
function changeHandlers(backend: Catalogue, kind: Kind, base: string, Noun: string) {
  const rows = () => backend.rowsOf(kind);
  const update = versionedWrite(backend.writes, rows, (row, body: Record<string, unknown>) => {
    Object.assign(row, body, { version: row.version + 1 });
    if ('categoryId' in row) row.categoryName = backend.nameOf(row.categoryId);
    return done(`${Noun} updated successfully!`);
  });
  const remove = versionedWrite(backend.writes, rows, (row) => {
    const users = backend.products.filter(({ categoryId }) => categoryId === row.id);
    if (kind === 'category' && users.length > 0) {
      const products = users.slice(0, 10).map(({ id, name }) => ({ id, name }));
      const noun = users.length === 1 ? 'product' : 'products';
      const text = `Category “${row.name}” is used by ${users.length} ${noun}.`;
      return refused(text, 409, { productCount: users.length, products });
    }
    backend.rowsOf(kind).splice(backend.rowsOf(kind).indexOf(row), 1);
    return done(`${Noun} deleted successfully!`);
  });
  return [
    http.put(`${API}${base}/update/:id`, update),
    http.delete(`${API}${base}/delete/:id`, remove),
  ];
}

/** Create of `kind`: the row `make` builds from the body, under the next id. */
function createHandler(
  backend: Catalogue,
  kind: Kind,
  base: string,
  make: (id: number, body: never) => Row,
) {
  return http.post(`${API}${base}/create`, async ({ request }) => {
    const body = await request.json();
    const path = new URL(request.url).pathname;
    backend.writes.push({ method: 'POST', path, ifMatch: null, body });
    const rows = backend.rowsOf(kind);
    rows.push(make(Math.max(0, ...rows.map(({ id }) => id)) + 1, body as never));
    const Noun = kind === 'category' ? 'Category' : 'Product';
    return done(`${Noun} created successfully!`, 201);
  });
}

/** GET of a paged list, its queries recorded. */
function listHandler(backend: Catalogue, key: 'categories' | 'products', filters: string[]) {
  return http.get(`${API}/admin/${key}`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    backend.asked[key].push(Object.fromEntries(params));
    const { items, pagination } = searchedPage<Row>(
      backend[key],
      params,
      (row, q) => row.name.toLowerCase().includes(q),
      filters,
    );
    return HttpResponse.json({ success: true, [key]: items, pagination });
  });
}

/** Serves these categories and products; answers what it holds, was asked and was sent. */
export function serveCatalogue(categories: readonly Category[], products: readonly Product[] = []) {
  const backend = catalogueOf(categories, products);
  server.use(
    listHandler(backend, 'categories', ['status']),
    http.get(`${API}/admin/category/:id`, ({ params }) => {
      const category = backend.categories.find(({ id }) => String(id) === params.id);
      return category
        ? HttpResponse.json({ success: true, category })
        : HttpResponse.json({ success: false, message: 'Category not found.' }, { status: 404 });
    }),
    createHandler(backend, 'category', '/admin/category', (id, body: Partial<Category>) =>
      CATEGORY(id, String(body.name), { status: body.status }),
    ),
    ...changeHandlers(backend, 'category', '/admin/category', 'Category'),
    listHandler(backend, 'products', ['categoryId', 'stock']),
    createHandler(backend, 'product', '/admin/product', (id, body: Product) => ({
      ...PRODUCT(id, body.name, CATEGORY(body.categoryId, backend.nameOf(body.categoryId))),
      ...body,
    })),
    ...changeHandlers(backend, 'product', '/admin/product', 'Product'),
  );
  return backend;
}
