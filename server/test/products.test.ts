/**
 * Product Management on the server (docs/api.md#catalogue): the writes and their refusals, the
 * paged list searched, sorted and filtered, its export, and the categories' list beside it.
 */
import { createCategory, createProduct, validProduct } from './support/catalogue';
import { csvAnswers, exportedRows } from './support/csvAnswers';
import { atVersionOne, expectListed, itRefusesCreate, listed } from './support/keptWrites';
import { useSignedInApp } from './support/lifecycle';
import { required } from './support/resourceApi';
import { clearTables, rowCount } from './support/testDb';

const server = useSignedInApp();
beforeEach(() => clearTables(server.db, ['admins']));

const names = listed(server, 'products', 'name');

describe('POST /admin/product/create and PUT /admin/product/update/:id', () => {
  it('stores the product in its category, without a status, and changes it', async () => {
    const esim = await createCategory(server);
    const cards = await createCategory(server, { name: 'Gift Card' });
    const created = await server.call('POST', '/admin/product/create', validProduct(esim.id));
    expect(created.statusCode).toBe(201);
    const { product } = created.json<{ product: { id: number; createdAt: string } }>();
    expect(created.json()).toEqual({
      success: true,
      message: 'Product created successfully!',
      product: {
        id: product.id,
        name: 'Japan 3 GB / 7 days',
        categoryId: esim.id,
        categoryName: 'eSIM',
        price: 649,
        stock: 'In Stock',
        version: 1,
        createdAt: product.createdAt,
        updatedAt: product.createdAt,
      },
    });
    const moved = await server.call(
      'PUT',
      `/admin/product/update/${product.id}`,
      validProduct(cards.id, { name: 'Gift ₹500', price: 500.5, stock: 'Out of Stock' }),
    );
    expect(moved.json()).toMatchObject({
      message: 'Product updated successfully!',
      product: { categoryName: 'Gift Card', price: 500.5, stock: 'Out of Stock', version: 2 },
    });
    const counts = await server.call('GET', '/admin/category/all');
    expect(counts.json()).toMatchObject({
      categories: [
        { name: 'eSIM', productCount: 0 },
        { name: 'Gift Card', productCount: 1 },
      ],
    });
    expect((await server.call('PUT', `/admin/product/status/${product.id}`)).statusCode).toBe(404);
  });

  const product = async (overrides: object) =>
    validProduct((await createCategory(server)).id, overrides);
  itRefusesCreate(
    server,
    '/admin/product/create',
    product,
    ['products'],
    [
      ...required('name', 'Product name is required.', ' '),
      ['no category', { categoryId: undefined }, 'Category is required.'],
      ['a category as text', { categoryId: 'eSIM' }, 'Category is required.'],
      ['a category that is not there', { categoryId: 999 }, 'Category is required.'],
      ['no price', { price: undefined }, 'Price is required.'],
      ['a price as words', { price: 'free' }, 'Price is required.'],
      ['a negative price', { price: -1 }, 'Price must be between ₹0 and ₹10,000,000.'],
      [
        'a price over the largest',
        { price: 10_000_000.01 },
        'Price must be between ₹0 and ₹10,000,000.',
      ],
      ['no stock status', { stock: undefined }, 'Stock status is required.'],
      ['an unknown stock status', { stock: 'Few left' }, 'stock must be In Stock or Out of Stock.'],
    ],
  );

  it('refuses a stale update or delete with 409, applying nothing', async () => {
    const category = await createCategory(server);
    const product = await createProduct(server, category.id);
    await server.call('PUT', `/admin/product/update/${product.id}`, validProduct(category.id));
    const update = await atVersionOne(
      server,
      'PUT',
      `/admin/product/update/${product.id}`,
      validProduct(category.id, { name: 'Stale' }),
    );
    expect(update.statusCode).toBe(409);
    expect(update.json()).toMatchObject({ current: { name: product.name, version: 2 } });
    const remove = await atVersionOne(server, 'DELETE', `/admin/product/delete/${product.id}`);
    expect(remove.statusCode).toBe(409);
    expect(await rowCount(server.db, 'products')).toBe(1);
  });
});

describe('GET /admin/products and /admin/products.csv', () => {
  async function seed() {
    const esim = await createCategory(server);
    const cards = await createCategory(server, { name: 'Gift Card', status: 'inactive' });
    await createProduct(server, esim.id, { name: 'Japan eSIM', price: 649 });
    await createProduct(server, cards.id, { name: 'Card ₹500', price: 500 });
    await createProduct(server, esim.id, {
      name: 'Europe eSIM',
      price: 999,
      stock: 'Out of Stock',
    });
    return { esim, cards };
  }

  it('pages, searches, sorts and filters', async () => {
    const { esim } = await seed();
    const page = await server.call('GET', '/admin/products?pageSize=2');
    expect(page.json()).toMatchObject({
      success: true,
      message: 'Products fetched successfully.',
      pagination: { page: 1, pageSize: 2, total: 3, totalPages: 2 },
    });
    await expectListed(names, [
      ['/admin/products?pageSize=2&page=2', ['Japan eSIM']],
      ['/admin/products?q=ESIM&sort=price&order=desc', ['Europe eSIM', 'Japan eSIM']],
      ['/admin/products?sort=categoryName&order=asc', ['Japan eSIM', 'Europe eSIM', 'Card ₹500']],
      [`/admin/products?categoryId=${esim.id}&stock=In%20Stock`, ['Japan eSIM']],
    ]);
    const refused = await server.call('GET', '/admin/products?sort=image');
    expect(refused.statusCode).toBe(400);
  });

  it('exports the rows the search and filters match, in the order asked', async () => {
    await seed();
    const url = '/admin/products.csv?sort=price&order=asc';
    expect(await exportedRows(server, url, 'products', 4)).toEqual([
      ['Product Name', 'Category', 'Price (₹)', 'Stock'],
      ['Card ₹500', 'Gift Card', '500', 'In Stock'],
      ['Japan eSIM', 'eSIM', '649', 'In Stock'],
      ['Europe eSIM', 'eSIM', '999', 'Out of Stock'],
    ]);
  });

  it('lists the categories paged and filtered, and exports them', async () => {
    await seed();
    const page = await server.call('GET', '/admin/categories?status=active&q=es');
    expect(page.json()).toMatchObject({
      message: 'Categories fetched successfully.',
      categories: [{ name: 'eSIM', productCount: 2, status: 'active' }],
      pagination: { total: 1 },
    });
    const sorted = await server.call('GET', '/admin/categories?sort=productCount&order=asc');
    const sortedNames = sorted.json<{ categories: Array<{ name: string }> }>().categories;
    expect(sortedNames.map(({ name }) => name)).toEqual(['Gift Card', 'eSIM']);
    const { records } = await csvAnswers((url) => server.call('GET', url))(
      '/admin/categories.csv?sort=name&order=asc',
    );
    expect(records.map((record) => record.slice(1))).toEqual([
      ['Category Name', 'Products', 'Status', 'Created'],
      ['eSIM', '2', 'Active', expect.any(String)],
      ['Gift Card', '1', 'Inactive', expect.any(String)],
    ]);
  });
});
