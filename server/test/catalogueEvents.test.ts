/**
 * The catalogue's lists stay current (docs/api.md#live-changes): an Admin's stream carries each
 * change to a category or a product.
 */
import { validCategory, validProduct } from './support/catalogue';
import { openEvents } from './support/eventStreams';
import { useAppPerTest } from './support/lifecycle';
import { as, listeningTeam } from './support/team';

const server = useAppPerTest();

it("sends an Admin the categories' and products' changes", async () => {
  const { url, admin } = await listeningTeam(server.app);
  const events = await openEvents(url, admin.token);
  try {
    await events.opened();
    const write = as(server.app, admin.token);
    const category = await write('POST', '/admin/category/create', validCategory());
    expect(category.statusCode).toBe(201);
    const categoryId = category.json<{ category: { id: number } }>().category.id;
    const product = await write('POST', '/admin/product/create', validProduct(categoryId));
    expect(product.statusCode).toBe(201);
    const productId = product.json<{ product: { id: number } }>().product.id;
    expect((await write('DELETE', `/admin/product/delete/${productId}`)).statusCode).toBe(200);

    const change = (entity: string, action: string, id: number) =>
      expect.objectContaining({ entity, action, entityId: String(id) });
    expect(await events.changes(3)).toEqual([
      change('category', 'create', categoryId),
      change('product', 'create', productId),
      change('product', 'delete', productId),
    ]);
  } finally {
    events.close();
  }
});
