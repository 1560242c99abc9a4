/**
 * The representative calls of Wallet Management (apiCalls.ts): a payment is made, a second with
 * its transaction ID refused; the paged list and its export, and their refusals; then the
 * payment is changed and deleted; its screenshot, to the admin and to no one else.
 */
import type { ApiCall } from './apiCall';
import { resourceCalls } from './resourceApiCalls';
import { validWalletPayment } from './wallet';

const LIST_CALLS: ApiCall[] = [
  {
    operation: 'POST /admin/wallet-payment/create',
    status: 409,
    request: () => ({ url: '/admin/wallet-payment/create', payload: validWalletPayment() }),
  },
  {
    operation: 'POST /admin/wallet-payment/create',
    status: 400,
    request: () => ({
      url: '/admin/wallet-payment/create',
      payload: validWalletPayment({ screenshot: '' }),
    }),
  },
  {
    operation: 'GET /admin/wallet-payments',
    status: 200,
    request: () => ({ url: '/admin/wallet-payments?q=priya&sort=amount&from=2026-01-01' }),
    keep: (body, made) => {
      const [payment] = body.walletPayments as { screenshot: string }[];
      made.screenshot = payment?.screenshot ?? '';
    },
  },
  // A screenshot is the signed-in admin's only (docs/api.md#images).
  {
    operation: 'GET /media/{file}',
    status: 200,
    request: (made) => ({ url: made.screenshot ?? '' }),
  },
  {
    operation: 'GET /media/{file}',
    status: 401,
    request: (made) => ({ url: made.screenshot ?? '' }),
    anonymous: true,
  },
  {
    operation: 'GET /admin/wallet-payments',
    status: 400,
    request: () => ({ url: '/admin/wallet-payments?sort=screenshot' }),
  },
  {
    operation: 'GET /admin/wallet-payments.csv',
    status: 200,
    request: () => ({ url: '/admin/wallet-payments.csv?sort=date&order=asc' }),
  },
];

export const WALLET_CALLS: readonly ApiCall[] = resourceCalls(
  '/admin/wallet-payment',
  'walletPayment',
  () => validWalletPayment(),
  LIST_CALLS,
  { hasStatus: false },
);
