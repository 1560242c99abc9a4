/**
 * The lists stay current (docs/api.md#live-changes, docs/api.md#roles): each change an Admin
 * makes to a blog, a category, a product, a wallet payment or an invoice reaches a stream, the
 * Admin's own or a colleague's.
 */
import { validBlog } from './support/blogs';
import { validCategory, validProduct } from './support/catalogue';
import { threeInvoices } from './support/invoiceOrders';
import { useAppPerTest } from './support/lifecycle';
import { changesHeard } from './support/team';
import { seedAdmin } from './support/testApp';
import { clearTables } from './support/testDb';
import { validWalletPayment } from './support/wallet';

// Each test's team anew, as though each were a file of its own.
beforeEach(async () => {
  await clearTables(server.db);
  await seedAdmin(server.db);
});
const server = useAppPerTest();

const change = (entity: string, action: string, id: number | string) =>
  expect.objectContaining({ entity, action, entityId: String(id) });

it('lets an Admin write blogs, and sends a colleague each change', async () => {
  let id = 0;
  const changes = await changesHeard(server.app, 'superAdmin', 3, async (write) => {
    const created = await write('POST', '/admin/blog/create', validBlog());
    expect(created.statusCode).toBe(201);
    id = created.json<{ blog: { id: number } }>().blog.id;
    const edited = validBlog({ status: 'Published' });
    const updated = await write('PUT', `/admin/blog/update/${id}`, edited, { 'if-match': '"1"' });
    expect(updated.statusCode).toBe(200);
    expect((await write('DELETE', `/admin/blog/delete/${id}`)).statusCode).toBe(200);
  });
  expect(changes).toEqual(
    ['create', 'update', 'delete'].map((action) => change('blog', action, id)),
  );
});

it("sends an Admin the categories' and products' changes", async () => {
  const ids = { categoryId: 0, productId: 0 };
  const changes = await changesHeard(server.app, 'admin', 3, async (write) => {
    const category = await write('POST', '/admin/category/create', validCategory());
    expect(category.statusCode).toBe(201);
    ids.categoryId = category.json<{ category: { id: number } }>().category.id;
    const product = await write('POST', '/admin/product/create', validProduct(ids.categoryId));
    expect(product.statusCode).toBe(201);
    ids.productId = product.json<{ product: { id: number } }>().product.id;
    expect((await write('DELETE', `/admin/product/delete/${ids.productId}`)).statusCode).toBe(200);
  });
  expect(changes).toEqual([
    change('category', 'create', ids.categoryId),
    change('product', 'create', ids.productId),
    change('product', 'delete', ids.productId),
  ]);
});

it("sends an Admin the wallet payments' changes", async () => {
  let id = 0;
  const changes = await changesHeard(server.app, 'admin', 3, async (write) => {
    const created = await write('POST', '/admin/wallet-payment/create', validWalletPayment());
    expect(created.statusCode).toBe(201);
    id = created.json<{ walletPayment: { id: number } }>().walletPayment.id;
    const { screenshot: _kept, ...edited } = validWalletPayment({ amount: 10 });
    const updated = await write('PUT', `/admin/wallet-payment/update/${id}`, edited);
    expect(updated.statusCode).toBe(200);
    expect((await write('DELETE', `/admin/wallet-payment/delete/${id}`)).statusCode).toBe(200);
  });
  expect(changes).toEqual(
    ['create', 'update', 'delete'].map((action) => change('walletPayment', action, id)),
  );
});

// Made from orders, an invoice is never created or updated through the API.
it("sends a colleague an invoice's void", async () => {
  await threeInvoices(server.app.db);
  const changes = await changesHeard(server.app, 'superAdmin', 1, async (write) => {
    const voided = await write('DELETE', '/admin/invoice/2', undefined, { 'if-match': '"1"' });
    expect(voided.statusCode).toBe(200);
  });
  expect(changes).toEqual([change('invoice', 'void', 2)]);
});
