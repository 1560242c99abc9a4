/** Wallet Management on the server (docs/api.md#wallet-payments): create and its refusals. */
import { imageRefusals } from './support/imageCases';
import { expectCreated, itRefusesCreate, MEDIA } from './support/keptWrites';
import { useSignedInApp } from './support/lifecycle';
import { required } from './support/resourceApi';
import { answer, failure } from './support/testApp';
import { clearTables, rowCount } from './support/testDb';
import { createWalletPayment, TXN_RECORDED, validWalletPayment } from './support/wallet';

const server = useSignedInApp();
beforeEach(() => clearTables(server.db, ['admins']));

describe('POST /admin/wallet-payment/create', () => {
  it('stores the payment, its screenshot served from /media/, and records it', async () => {
    const response = await server.call(
      'POST',
      '/admin/wallet-payment/create',
      validWalletPayment(),
    );
    expectCreated(response, 'Wallet payment created successfully!', 'walletPayment', {
      ...validWalletPayment(),
      screenshot: MEDIA,
    });
    const { screenshot } = response.json<{ walletPayment: { screenshot: string } }>().walletPayment;
    // To the signed-in admin only (privateMedia.test.ts).
    expect((await server.call('GET', screenshot)).statusCode).toBe(200);
    const found = await server.call('GET', '/admin/wallet-payment/1');
    expect(found.json()).toMatchObject({ walletPayment: { txnId: 'TXN-123456' } });
    const trail = await server.call('GET', '/admin/activity?entity=walletPayment');
    expect(trail.json()).toMatchObject({
      activity: [{ action: 'create', entity: 'walletPayment', entityId: '1' }],
    });
  });

  const tables = ['wallet_payments', 'media'];
  itRefusesCreate(server, '/admin/wallet-payment/create', validWalletPayment, tables, [
    ...required('receiver', 'Receiver name is required.', '  '),
    ...required('note', 'Note is required.', '', { article: 'a blank' }),
    ...required('txnId', 'Transaction ID is required.', ' ', { noun: 'transaction ID' }),
    ...required('date', 'Date is required.', ''),
    [
      'a date of another shape',
      { date: '20/11/2026' },
      'date must be a day of the calendar (YYYY-MM-DD).',
    ],
    [
      'a date that is no day',
      { date: '2026-02-30' },
      'date must be a day of the calendar (YYYY-MM-DD).',
    ],
    ['no amount', { amount: undefined }, 'Amount is required.'],
    ['an amount of nothing', { amount: 0 }, 'amount must be at least 0.01.'],
    ['an amount as text', { amount: 'lots' }, 'amount must be a number.'],
    ...required('screenshot', 'Screenshot is required.', ''),
    ...imageRefusals('screenshot'),
    ['a field it does not take', { status: 'active' }, 'status is not allowed.'],
  ]);

  it('refuses a transaction ID already recorded, in any case, with 409 naming it', async () => {
    await createWalletPayment(server);
    const response = await server.call(
      'POST',
      '/admin/wallet-payment/create',
      validWalletPayment({ txnId: ' txn-123456 ', receiver: 'Rohan Iyer' }),
    );
    expect(answer(response)).toEqual(TXN_RECORDED);
    expect(await rowCount(server.db, 'wallet_payments')).toBe(1);
    expect(await rowCount(server.db, 'media')).toBe(1);
  });

  // JavaScript lower-cases a final sigma to ς, the database to σ (or, in the C locale, not at
  // all): the same ID twice must still meet the route's 409, not the unique index.
  it('refuses the same ID with a final sigma again with 409', async () => {
    await createWalletPayment(server, { txnId: 'ΑΣ-1' });
    const response = await server.call(
      'POST',
      '/admin/wallet-payment/create',
      validWalletPayment({ txnId: 'ΑΣ-1', receiver: 'Rohan Iyer' }),
    );
    expect(answer(response)).toEqual({
      status: 409,
      body: failure({
        success: false,
        message: 'Transaction ID ΑΣ-1 is already recorded.',
        field: 'txnId',
      }),
    });
    expect(await rowCount(server.db, 'wallet_payments')).toBe(1);
  });

  // JavaScript lower-cases İ to i and a combining dot; the database's locale decides its own.
  it('takes İD-7 after ID-7 as the unique index does, never answering 500', async () => {
    await createWalletPayment(server, { txnId: 'ID-7' });
    const [{ same }] = await server.db.query<{ same: boolean }>(
      "SELECT lower('İD-7') = lower('ID-7') AS same",
    );
    const response = await server.call(
      'POST',
      '/admin/wallet-payment/create',
      validWalletPayment({ txnId: 'İD-7', receiver: 'Rohan Iyer' }),
    );
    expect(response.statusCode).toBe(same ? 409 : 201);
    expect(await rowCount(server.db, 'wallet_payments')).toBe(same ? 1 : 2);
  });
});
