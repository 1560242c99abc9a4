/**
 * Wallet Management on the server (docs/api.md#wallet-payments): update and delete, a transaction
 * ID already recorded, the stale versions' 409s.
 */
import { dataUrl, pngOfSize } from './support/images';
import { atVersionOne, ISO } from './support/keptWrites';
import { useSignedInApp } from './support/lifecycle';
import { answer } from './support/testApp';
import { clearTables, rowCount } from './support/testDb';
import { createWalletPayment, TXN_RECORDED, validWalletPayment } from './support/wallet';

const server = useSignedInApp();
beforeEach(() => clearTables(server.db, ['admins']));

describe('PUT /admin/wallet-payment/update/:id', () => {
  it('changes the payment, keeping its screenshot when none is sent', async () => {
    const payment = await createWalletPayment(server);
    const { screenshot: _kept, ...fields } = validWalletPayment({ note: 'Cashback', amount: 20 });
    const response = await server.call('PUT', `/admin/wallet-payment/update/${payment.id}`, fields);
    expect(response.json()).toEqual({
      success: true,
      message: 'Wallet payment updated successfully!',
      walletPayment: { ...payment, note: 'Cashback', amount: 20, version: 2, updatedAt: ISO },
    });
    expect(await rowCount(server.db, 'media')).toBe(1);
  });

  it('replaces the screenshot, deleting the old one, and keeps its own transaction ID', async () => {
    const payment = await createWalletPayment(server);
    const response = await server.call(
      'PUT',
      `/admin/wallet-payment/update/${payment.id}`,
      validWalletPayment({ txnId: 'txn-123456', screenshot: dataUrl('image/png', pngOfSize(900)) }),
    );
    expect(response.statusCode).toBe(200);
    const { walletPayment } = response.json<{ walletPayment: { screenshot: string } }>();
    expect(walletPayment.screenshot).not.toBe(payment.screenshot);
    expect((await server.app.inject({ url: payment.screenshot })).statusCode).toBe(404);
    expect(await rowCount(server.db, 'media')).toBe(1);
  });

  it("refuses another payment's transaction ID with 409, changing nothing", async () => {
    await createWalletPayment(server);
    const other = await createWalletPayment(server, { txnId: 'TXN-777' });
    const response = await server.call(
      'PUT',
      `/admin/wallet-payment/update/${other.id}`,
      validWalletPayment({ screenshot: undefined }),
    );
    expect(answer(response)).toEqual(TXN_RECORDED);
    const found = await server.call('GET', `/admin/wallet-payment/${other.id}`);
    expect(found.json()).toMatchObject({ walletPayment: { txnId: 'TXN-777', version: 1 } });
  });

  it('refuses a stale version with 409 and the payment as it is, changing nothing', async () => {
    const payment = await createWalletPayment(server);
    await server.call('PUT', `/admin/wallet-payment/update/${payment.id}`, {
      ...validWalletPayment({ note: 'Changed first' }),
      screenshot: undefined,
    });
    const stale = await atVersionOne(server, 'PUT', `/admin/wallet-payment/update/${payment.id}`, {
      ...validWalletPayment({ note: 'Stale' }),
      screenshot: undefined,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { note: 'Changed first', version: 2 } });
    const found = await server.call('GET', `/admin/wallet-payment/${payment.id}`);
    expect(found.json()).toMatchObject({ walletPayment: { note: 'Changed first', version: 2 } });
  });
});

describe('DELETE /admin/wallet-payment/delete/:id', () => {
  it('deletes the payment and its screenshot; its transaction ID may be recorded again', async () => {
    const payment = await createWalletPayment(server);
    const response = await server.call('DELETE', `/admin/wallet-payment/delete/${payment.id}`);
    expect(response.json()).toEqual({
      success: true,
      message: 'Wallet payment deleted successfully!',
    });
    expect(await rowCount(server.db, 'media')).toBe(0);
    expect((await server.call('GET', `/admin/wallet-payment/${payment.id}`)).statusCode).toBe(404);
    await createWalletPayment(server);
  });

  it('refuses a stale version with 409, deleting nothing', async () => {
    const payment = await createWalletPayment(server);
    await server.call('PUT', `/admin/wallet-payment/update/${payment.id}`, {
      ...validWalletPayment({ amount: 5 }),
      screenshot: undefined,
    });
    const stale = await atVersionOne(
      server,
      'DELETE',
      `/admin/wallet-payment/delete/${payment.id}`,
    );
    expect(stale.statusCode).toBe(409);
    expect(await rowCount(server.db, 'wallet_payments')).toBe(1);
  });

  it('has no status to switch', async () => {
    const payment = await createWalletPayment(server);
    const response = await server.call('PUT', `/admin/wallet-payment/status/${payment.id}`, {
      status: 'inactive',
    });
    expect(response.statusCode).toBe(404);
  });
});
