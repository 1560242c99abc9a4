/**
 * Wallet Management as its tests drive it: a valid body, payments made by the API, a stale write.
 */
import type { WalletPayment } from '../../../contract/wallet';
import { pngDataUrl } from './images';
import type { SignedInApp } from './lifecycle';

export const validWalletPayment = (overrides: object = {}) => ({
  receiver: 'Priya Sharma',
  note: 'Refund for cancelled eSIM order',
  txnId: 'TXN-123456',
  date: '2026-11-20',
  amount: 1499.5,
  screenshot: pngDataUrl(1),
  ...overrides,
});

export async function createWalletPayment(server: SignedInApp, overrides: object = {}) {
  const response = await server.call(
    'POST',
    '/admin/wallet-payment/create',
    validWalletPayment(overrides),
  );
  if (response.statusCode !== 201) throw new Error(`payment not created: ${response.body}`);
  return response.json<{ walletPayment: WalletPayment }>().walletPayment;
}

export const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

/** A write sent as read at version 1. */
export const atVersionOne = (
  server: SignedInApp,
  method: 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${server.token}`, 'if-match': '"1"' },
    payload,
  });

/** How many rows a table holds: a refused write stores nothing. */
export async function rowCount(server: SignedInApp, table: 'wallet_payments' | 'media') {
  const [row] = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n;
}
