/**
 * The demo's wallet payments (server/src/seed/demo/wallet.ts): the same on every run of a day,
 * oldest first, each transaction ID once, paid in the last months; inserted in batches, each
 * with its own screenshot, so that one is deleted without the others'.
 */
import { demoAnchor, DAY_MS } from '../src/seed/demo/calendar';
import { demoWalletPayments, seedWalletPayments } from '../src/seed/demo/wallet';
import { useSignedInApp } from './support/lifecycle';
import { clearTables, rowCount } from './support/testDb';

const server = useSignedInApp();
beforeEach(() => clearTables(server.db, ['admins']));

const anchor = demoAnchor(new Date('2026-11-26T06:00:00Z'));

describe('demoWalletPayments', () => {
  it('is the same on every run of a day, and another the next day', () => {
    const payments = demoWalletPayments(50, anchor);
    expect(demoWalletPayments(50, demoAnchor(new Date('2026-11-26T22:00:00Z')))).toEqual(payments);
    expect(demoWalletPayments(50, new Date(anchor.getTime() + DAY_MS))).not.toEqual(payments);
  });

  it('records each transaction ID once, oldest first, paid in the last six months', () => {
    const payments = demoWalletPayments(5000, anchor);
    const txnIds = new Set(payments.map(({ txn_id }) => txn_id.toLowerCase()));
    expect(txnIds.size).toBe(5000);
    const created = payments.map(({ created_at }) => created_at);
    expect(created).toEqual([...created].sort());
    const days = payments.map(({ paid_on }) => paid_on).sort();
    expect(days[0]! >= '2026-05-26').toBe(true);
    expect(days.at(-1)! < '2026-11-26').toBe(true);
    for (const { receiver, txn_id, amount, screenshot } of payments.slice(0, 20)) {
      expect({ receiver, txn_id, amount, screenshot }).toEqual({
        receiver: expect.stringMatching(/^\S+ \S+$/),
        txn_id: expect.stringMatching(/^TXN-\d{10}$/),
        amount: expect.any(Number),
        screenshot: expect.stringMatching(/^[0-9a-f]{32}\.png$/),
      });
      expect(amount).toBeGreaterThan(0);
    }
  });
});

describe('seedWalletPayments', () => {
  it('inserts the payments in batches, each with a screenshot of its own', async () => {
    await server.db.transaction((tx) => seedWalletPayments(tx, 6000, anchor));
    expect(await rowCount(server.db, 'wallet_payments')).toBe(6000);
    expect(await rowCount(server.db, 'media')).toBe(6000);

    const page = await server.call('GET', '/admin/wallet-payments?pageSize=1');
    const [newest] = page.json<{ walletPayments: Array<{ id: number; screenshot: string }> }>()
      .walletPayments;
    expect(newest?.id).toBe(6000);
    expect((await server.call('GET', newest!.screenshot)).headers['content-type']).toBe(
      'image/png',
    );
    const deleted = await server.call('DELETE', '/admin/wallet-payment/delete/6000');
    expect(deleted.statusCode).toBe(200);
    expect(await rowCount(server.db, 'media')).toBe(5999);
  });
});
