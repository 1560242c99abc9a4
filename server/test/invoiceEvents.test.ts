/**
 * An invoice voided reaches a colleague's stream (docs/api.md#live-changes), as every other
 * change does; made from orders, an invoice is never created or updated through the API.
 */
import { openEvents } from './support/eventStreams';
import { threeInvoices } from './support/invoiceOrders';
import { useAppPerTest } from './support/lifecycle';
import { as, listeningTeam } from './support/team';

const server = useAppPerTest();

it("sends a colleague an invoice's void", async () => {
  await threeInvoices(server.app.db);
  const { url, superAdmin, admin } = await listeningTeam(server.app);
  const events = await openEvents(url, superAdmin);
  try {
    await events.opened();
    const voided = await as(server.app, admin.token)('DELETE', '/admin/invoice/2', undefined, {
      'if-match': '"1"',
    });
    expect(voided.statusCode).toBe(200);
    expect(await events.changes(1)).toEqual([
      expect.objectContaining({ entity: 'invoice', action: 'void', entityId: '2' }),
    ]);
  } finally {
    events.close();
  }
});
