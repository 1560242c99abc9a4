/**
 * The representative calls of Wallet Management (apiCalls.ts): a payment is made, a second with
 * its transaction ID refused; the paged list and its export, and their refusals; then the
 * payment is changed and deleted; its screenshot, to the admin and to no one else.
 */
import { call, get, type ApiCall } from './apiCall';
import { resourceCalls } from './resourceApiCalls';
import { validWalletPayment } from './wallet';

const LIST_CALLS: ApiCall[] = [
  call('POST /admin/wallet-payment/create', 409, {
    url: '/admin/wallet-payment/create',
    payload: validWalletPayment(),
  }),
  call('POST /admin/wallet-payment/create', 400, {
    url: '/admin/wallet-payment/create',
    payload: validWalletPayment({ screenshot: '' }),
  }),
  call(
    'GET /admin/wallet-payments',
    200,
    '/admin/wallet-payments?q=priya&sort=amount&from=2026-01-01',
    {
      keep: (body, made) => {
        const [payment] = body.walletPayments as { screenshot: string }[];
        made.screenshot = payment?.screenshot ?? '';
      },
    },
  ),
  // A screenshot is the signed-in admin's only (docs/api.md#images).
  call('GET /media/{file}', 200, (made) => ({ url: made.screenshot ?? '' })),
  call('GET /media/{file}', 401, (made) => ({ url: made.screenshot ?? '' }), { anonymous: true }),
  get('/admin/wallet-payments?sort=screenshot', 400),
  get('/admin/wallet-payments.csv?sort=date&order=asc'),
];

export const WALLET_CALLS: readonly ApiCall[] = resourceCalls(
  '/admin/wallet-payment',
  'walletPayment',
  () => validWalletPayment(),
  LIST_CALLS,
  { hasStatus: false },
);
