/**
 * Wallet Management's list on the server (docs/api.md#wallet-payments): paged, searched by
 * receiver, note or transaction ID, sorted, bounded by the day paid, and exported as CSV.
 */
import { exportedRows } from './support/csvAnswers';
import { expectListed, listed } from './support/keptWrites';
import { useSignedInApp } from './support/lifecycle';
import { answer, badRequest } from './support/testApp';
import { clearTables } from './support/testDb';
import { exactPagination } from './support/shop';
import { createWalletPayment } from './support/wallet';

const server = useSignedInApp();
beforeEach(() => clearTables(server.db, ['admins']));

async function seed() {
  await createWalletPayment(server, {
    receiver: 'Priya Sharma',
    txnId: 'TXN-100',
    date: '2026-11-02',
    amount: 500,
  });
  await createWalletPayment(server, {
    receiver: 'arjun Nair',
    note: 'Referral bonus payout',
    txnId: 'TXN-200',
    date: '2026-10-15',
    amount: 2500,
  });
  await createWalletPayment(server, {
    receiver: 'Meera Iyer',
    txnId: 'UPI-300',
    date: '2026-11-20',
    amount: 75.25,
  });
}

const txnIds = listed(server, 'walletPayments', 'txnId');

describe('GET /admin/wallet-payments', () => {
  it('pages the payments, newest first', async () => {
    await seed();
    const page = await server.call('GET', '/admin/wallet-payments?pageSize=2');
    expect(page.json()).toMatchObject({
      success: true,
      message: 'Wallet payments fetched successfully.',
      walletPayments: [
        { txnId: 'UPI-300', receiver: 'Meera Iyer', amount: 75.25, date: '2026-11-20' },
        { txnId: 'TXN-200' },
      ],
      pagination: exactPagination(1, 2, 3, 2),
    });
    expect(await txnIds('/admin/wallet-payments?pageSize=2&page=2')).toEqual(['TXN-100']);
  });

  it('searches the receiver, the note and the transaction ID, ignoring case', async () => {
    await seed();
    await expectListed(txnIds, [
      ['/admin/wallet-payments?q=SHARMA', ['TXN-100']],
      ['/admin/wallet-payments?q=referral', ['TXN-200']],
      ['/admin/wallet-payments?q=txn-&sort=amount&order=asc', ['TXN-100', 'TXN-200']],
      // Within one field, as every list searches: not across the receiver and the note.
      ['/admin/wallet-payments?q=sharma%20refund', []],
      ['/admin/wallet-payments?q=payout%20txn', []],
    ]);
  });

  it('sorts by day paid, receiver and amount, and bounds the day paid', async () => {
    await seed();
    await expectListed(txnIds, [
      ['/admin/wallet-payments?sort=date&order=asc', ['TXN-200', 'TXN-100', 'UPI-300']],
      ['/admin/wallet-payments?sort=receiver&order=asc', ['TXN-200', 'UPI-300', 'TXN-100']],
      ['/admin/wallet-payments?sort=amount&order=desc', ['TXN-200', 'TXN-100', 'UPI-300']],
      ['/admin/wallet-payments?from=2026-11-01&to=2026-11-19', ['TXN-100']],
    ]);
  });

  it.each([
    [
      'a sort it does not know',
      'sort=note',
      'sort must be one of createdAt, date, receiver, amount.',
    ],
    ['a day that is none', 'from=2026-02-30', 'from must be a day of the calendar (YYYY-MM-DD).'],
    [
      'a range that ends before it starts',
      'from=2026-11-02&to=2026-11-01',
      'from must be on or before to.',
    ],
  ])('refuses %s with 400', async (_label, query, message) => {
    const response = await server.call('GET', `/admin/wallet-payments?${query}`);
    expect(answer(response)).toEqual({ status: 400, body: badRequest(message) });
  });
});

describe('GET /admin/wallet-payments.csv', () => {
  it('exports the payments the search matches, in the order asked', async () => {
    await seed();
    const url = '/admin/wallet-payments.csv?q=txn&sort=date';
    expect(await exportedRows(server, url, 'wallet-payments', 5)).toEqual([
      ['Receiver Name', 'Note', 'Transaction ID', 'Date', 'Amount (₹)'],
      ['Priya Sharma', 'Refund for cancelled eSIM order', 'TXN-100', '2026-11-02', '500'],
      ['arjun Nair', 'Referral bonus payout', 'TXN-200', '2026-10-15', '2500'],
    ]);
  });
});
