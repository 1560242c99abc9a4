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

type Write = Parameters<Parameters<typeof changesHeard>[3]>[0];

/** POSTs `body` to `url`, expecting 201; answers the id of the item made, under `key`. */
async function created(write: Write, url: string, key: string, body: object): Promise<number> {
  const response = await write('POST', url, body);
  expect(response.statusCode).toBe(201);
  return response.json<Record<string, { id: number }>>()[key]?.id ?? 0;
}

/**
 * Makes an item at `base` (its key in the answers `key`), changes it to `edited` and deletes it,
 * as an Admin: `listener` hears the three changes.
 */
async function expectThreeChanges(
  listener: 'admin' | 'superAdmin',
  [base, key]: [string, string],
  [body, edited]: [object, object],
  headers?: Record<string, string>,
) {
  let id = 0;
  const changes = await changesHeard(server.app, listener, 3, async (write) => {
    id = await created(write, `${base}/create`, key, body);
    const updated = await write('PUT', `${base}/update/${id}`, edited, headers);
    expect(updated.statusCode).toBe(200);
    expect((await write('DELETE', `${base}/delete/${id}`)).statusCode).toBe(200);
  });
  expect(changes).toEqual(['create', 'update', 'delete'].map((action) => change(key, action, id)));
}

it('lets an Admin write blogs, and sends a colleague each change', async () => {
  const blogs: [object, object] = [validBlog(), validBlog({ status: 'Published' })];
  await expectThreeChanges('superAdmin', ['/admin/blog', 'blog'], blogs, { 'if-match': '"1"' });
});

it("sends an Admin the wallet payments' changes", async () => {
  const { screenshot: _kept, ...edited } = validWalletPayment({ amount: 10 });
  await expectThreeChanges(
    'admin',
    ['/admin/wallet-payment', 'walletPayment'],
    [validWalletPayment(), edited],
  );
});

it("sends an Admin the categories' and products' changes", async () => {
  const ids = { categoryId: 0, productId: 0 };
  const changes = await changesHeard(server.app, 'admin', 3, async (write) => {
    ids.categoryId = await created(write, '/admin/category/create', 'category', validCategory());
    const product = validProduct(ids.categoryId);
    ids.productId = await created(write, '/admin/product/create', 'product', product);
    expect((await write('DELETE', `/admin/product/delete/${ids.productId}`)).statusCode).toBe(200);
  });
  expect(changes).toEqual([
    change('category', 'create', ids.categoryId),
    change('product', 'create', ids.productId),
    change('product', 'delete', ids.productId),
  ]);
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
