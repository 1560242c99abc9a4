/**
 * The representative calls of Wallet Management (apiCalls.ts): a payment is made, a second with
 * its transaction ID refused; the paged list and its export, and their refusals; then the
 * payment is changed and deleted.
 */
import type { ApiCall } from './apiCalls';
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
