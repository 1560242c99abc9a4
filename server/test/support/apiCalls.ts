/**
 * One or more representative calls of every route of the API, in an order that works on an empty
 * database with the administrator: what each creates, the later ones use (a notification's id,
 * its image). openapi.test.ts checks each answer against the schema its document declares.
 */
import { bannerCase } from '../cases/bannerCase';
import { notificationCase } from '../cases/notificationCase';
import { ADMIN_ACCOUNT_CALLS } from './adminApiCalls';
import { call, get, type ApiCall } from './apiCall';
import { BLOG_CALLS } from './blogApiCalls';
import { CATALOGUE_CALLS } from './catalogueApiCalls';
import { EVENTS_CALLS } from './eventStreams';
import { INVOICE_CALLS } from './invoiceApiCalls';
import { PASSKEY_CALLS } from './passkeyApiCalls';
import { resourceCalls } from './resourceApiCalls';
import { ADMIN } from './testApp';
import { WALLET_CALLS } from './walletApiCalls';

const login = { email: ADMIN.email, password: ADMIN.password };

export const API_CALLS: readonly ApiCall[] = [
  get('/healthz', 200, { anonymous: true }),
  get('/readyz', 200, { anonymous: true }),
  call('POST /airlo/token', 200, '/airlo/token'),
  call(
    'POST /admin/admin-login',
    200,
    { url: '/admin/admin-login', payload: login },
    { anonymous: true, keep: (body, made) => (made.otherToken = String(body.token)) },
  ),
  call(
    'POST /admin/admin-login',
    401,
    { url: '/admin/admin-login', payload: { ...login, password: 'wrong!!!' } },
    { anonymous: true },
  ),
  get('/admin/profile'),
  get('/admin/profile', 401, { anonymous: true }),
  // Set up, not turned on: the later calls still sign in with the password alone.
  call('POST /admin/profile/two-factor', 200, '/admin/profile/two-factor'),
  call('PUT /admin/profile/two-factor', 400, {
    url: '/admin/profile/two-factor',
    payload: { code: '000000' },
  }),
  call('DELETE /admin/profile/two-factor', 409, {
    url: '/admin/profile/two-factor',
    payload: { code: '000000' },
  }),
  call(
    'POST /admin/admin-login/second-factor',
    401,
    { url: '/admin/admin-login/second-factor', payload: { challenge: 'none', code: '000000' } },
    { anonymous: true },
  ),
  ...PASSKEY_CALLS,
  get('/admin/all-users'),
  get('/admin/users?q=diya'),
  get('/admin/users?pageSize=101', 400),
  get('/admin/orders/all'),
  get('/admin/orders?q=rohan&from=2026-01-01&to=2026-12-31'),
  get('/admin/activity?action=sign-in'),
  get('/admin/activity?entity=order', 400),
  ...EVENTS_CALLS,
  get('/admin/stats?from=2026-01-01&to=2026-01-31'),
  get('/admin/activity/admins'),
  get('/admin/orders.csv?status=pending&sort=amount'),
  get('/admin/users.csv?q=diya'),
  call('GET /admin/orders/{id}', 200, '/admin/orders/order031'),
  call('GET /admin/orders/{id}', 404, '/admin/orders/x'),
  call('GET /admin/user/{id}/orders-summary', 200, '/admin/user/u2/orders-summary'),
  call('GET /admin/user/{id}/orders-summary', 404, '/admin/user/x/orders-summary'),
  ...resourceCalls('/admin/notification', 'notification', () => notificationCase.valid(), [
    call('GET /media/{file}', 200, (made) => ({ url: made.image ?? '' }), { anonymous: true }),
  ]),
  ...resourceCalls('/admin/banner', 'banner', () => bannerCase.valid()),
  call('GET /media/{file}', 404, '/media/0123456789abcdef0123456789abcdef.png', {
    anonymous: true,
  }),
  get('/metrics', 200, { anonymous: true }),
  ...ADMIN_ACCOUNT_CALLS,
  ...CATALOGUE_CALLS,
  ...BLOG_CALLS,
  ...WALLET_CALLS,
  ...INVOICE_CALLS,
  call(
    'POST /admin/logout',
    200,
    (made) => ({
      url: '/admin/logout',
      headers: { authorization: `Bearer ${made.otherToken ?? ''}` },
    }),
    { anonymous: true },
  ),
];
