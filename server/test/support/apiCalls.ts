/**
 * One or more representative calls of every route of the API, in an order that works on an empty
 * database with the administrator: what each creates, the later ones use (a notification's id,
 * its image). openapi.test.ts checks each answer against the schema its document declares.
 */
import { bannerCase } from '../cases/bannerCase';
import { notificationCase } from '../cases/notificationCase';
import { ADMIN_ACCOUNT_CALLS } from './adminApiCalls';
import { call, type ApiCall } from './apiCall';
import { BLOG_CALLS } from './blogApiCalls';
import { CATALOGUE_CALLS } from './catalogueApiCalls';
import { EVENTS_CALLS } from './eventStreams';
import { INVOICE_CALLS } from './invoiceApiCalls';
import { resourceCalls } from './resourceApiCalls';
import { ADMIN } from './testApp';
import { WALLET_CALLS } from './walletApiCalls';

const login = { email: ADMIN.email, password: ADMIN.password };

export const API_CALLS: readonly ApiCall[] = [
  call('GET /healthz', 200, '/healthz', { anonymous: true }),
  call('GET /readyz', 200, '/readyz', { anonymous: true }),
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
  call('GET /admin/profile', 200, '/admin/profile'),
  call('GET /admin/profile', 401, '/admin/profile', { anonymous: true }),
  call('GET /admin/all-users', 200, '/admin/all-users'),
  call('GET /admin/users', 200, '/admin/users?q=diya'),
  call('GET /admin/users', 400, '/admin/users?pageSize=101'),
  call('GET /admin/orders/all', 200, '/admin/orders/all'),
  call('GET /admin/orders', 200, '/admin/orders?q=rohan&from=2026-01-01&to=2026-12-31'),
  call('GET /admin/activity', 200, '/admin/activity?action=sign-in'),
  call('GET /admin/activity', 400, '/admin/activity?entity=order'),
  ...EVENTS_CALLS,
  call('GET /admin/stats', 200, '/admin/stats?from=2026-01-01&to=2026-01-31'),
  call('GET /admin/activity/admins', 200, '/admin/activity/admins'),
  call('GET /admin/orders.csv', 200, '/admin/orders.csv?status=pending&sort=amount'),
  call('GET /admin/users.csv', 200, '/admin/users.csv?q=diya'),
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
  call('GET /metrics', 200, '/metrics', { anonymous: true }),
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
