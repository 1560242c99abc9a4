/**
 * Wallet Management's list stays current (docs/api.md#live-changes): an Admin's stream carries
 * each change to a wallet payment.
 */
import { openEvents } from './support/eventStreams';
import { useAppPerTest } from './support/lifecycle';
import { as, listeningTeam } from './support/team';
import { validWalletPayment } from './support/wallet';

const server = useAppPerTest();

it("sends an Admin the wallet payments' changes", async () => {
  const { url, admin } = await listeningTeam(server.app);
  const events = await openEvents(url, admin.token);
  try {
    await events.opened();
    const write = as(server.app, admin.token);
    const created = await write('POST', '/admin/wallet-payment/create', validWalletPayment());
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ walletPayment: { id: number } }>().walletPayment;
    const { screenshot: _kept, ...changes } = validWalletPayment({ amount: 10 });
    expect((await write('PUT', `/admin/wallet-payment/update/${id}`, changes)).statusCode).toBe(
      200,
    );
    expect((await write('DELETE', `/admin/wallet-payment/delete/${id}`)).statusCode).toBe(200);

    const change = (action: string) =>
      expect.objectContaining({ entity: 'walletPayment', action, entityId: String(id) });
    expect(await events.changes(3)).toEqual([change('create'), change('update'), change('delete')]);
  } finally {
    events.close();
  }
});
