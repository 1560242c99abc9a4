/**
 * One or more representative calls of every route of the API, in an order that works on an empty
 * database with the administrator: what each creates, the later ones use (a notification's id,
 * its image). openapi.test.ts checks each answer against the schema its document declares.
 */
import { bannerCase } from '../cases/bannerCase';
import { notificationCase } from '../cases/notificationCase';
import { ADMIN_ACCOUNT_CALLS } from './adminApiCalls';
import type { ApiCall } from './apiCall';
import { BLOG_CALLS } from './blogApiCalls';
import { CATALOGUE_CALLS } from './catalogueApiCalls';
import { EVENTS_CALLS } from './eventStreams';
import { INVOICE_CALLS } from './invoiceApiCalls';
import { resourceCalls } from './resourceApiCalls';
import { ADMIN } from './testApp';
import { WALLET_CALLS } from './walletApiCalls';

const login = { email: ADMIN.email, password: ADMIN.password };

export const API_CALLS: readonly ApiCall[] = [
  { operation: 'GET /healthz', status: 200, request: () => ({ url: '/healthz' }), anonymous: true },
  { operation: 'GET /readyz', status: 200, request: () => ({ url: '/readyz' }), anonymous: true },
  { operation: 'POST /airlo/token', status: 200, request: () => ({ url: '/airlo/token' }) },
  {
    operation: 'POST /admin/admin-login',
    status: 200,
    request: () => ({ url: '/admin/admin-login', payload: login }),
    anonymous: true,
    keep: (body, made) => (made.otherToken = String(body.token)),
  },
  {
    operation: 'POST /admin/admin-login',
    status: 401,
    request: () => ({ url: '/admin/admin-login', payload: { ...login, password: 'wrong!!!' } }),
    anonymous: true,
  },
  { operation: 'GET /admin/profile', status: 200, request: () => ({ url: '/admin/profile' }) },
  {
    operation: 'GET /admin/profile',
    status: 401,
    request: () => ({ url: '/admin/profile' }),
    anonymous: true,
  },
  { operation: 'GET /admin/all-users', status: 200, request: () => ({ url: '/admin/all-users' }) },
  { operation: 'GET /admin/users', status: 200, request: () => ({ url: '/admin/users?q=diya' }) },
  {
    operation: 'GET /admin/users',
    status: 400,
    request: () => ({ url: '/admin/users?pageSize=101' }),
  },
  {
    operation: 'GET /admin/orders/all',
    status: 200,
    request: () => ({ url: '/admin/orders/all' }),
  },
  {
    operation: 'GET /admin/orders',
    status: 200,
    request: () => ({ url: '/admin/orders?q=rohan&from=2026-01-01&to=2026-12-31' }),
  },
  {
    operation: 'GET /admin/activity',
    status: 200,
    request: () => ({ url: '/admin/activity?action=sign-in' }),
  },
  {
    operation: 'GET /admin/activity',
    status: 400,
    request: () => ({ url: '/admin/activity?entity=order' }),
  },
  ...EVENTS_CALLS,
  {
    operation: 'GET /admin/stats',
    status: 200,
    request: () => ({ url: '/admin/stats?from=2026-01-01&to=2026-01-31' }),
  },
  {
    operation: 'GET /admin/activity/admins',
    status: 200,
    request: () => ({ url: '/admin/activity/admins' }),
  },
  {
    operation: 'GET /admin/orders.csv',
    status: 200,
    request: () => ({ url: '/admin/orders.csv?status=pending&sort=amount' }),
  },
  {
    operation: 'GET /admin/users.csv',
    status: 200,
    request: () => ({ url: '/admin/users.csv?q=diya' }),
  },
  {
    operation: 'GET /admin/orders/{id}',
    status: 200,
    request: () => ({ url: '/admin/orders/order031' }),
  },
  { operation: 'GET /admin/orders/{id}', status: 404, request: () => ({ url: '/admin/orders/x' }) },
  {
    operation: 'GET /admin/user/{id}/orders-summary',
    status: 200,
    request: () => ({ url: '/admin/user/u2/orders-summary' }),
  },
  {
    operation: 'GET /admin/user/{id}/orders-summary',
    status: 404,
    request: () => ({ url: '/admin/user/x/orders-summary' }),
  },
  ...resourceCalls('/admin/notification', 'notification', () => notificationCase.valid(), [
    {
      operation: 'GET /media/{file}',
      status: 200,
      request: (made) => ({ url: made.image ?? '' }),
      anonymous: true,
    },
  ]),
  ...resourceCalls('/admin/banner', 'banner', () => bannerCase.valid()),
  {
    operation: 'GET /media/{file}',
    status: 404,
    request: () => ({ url: '/media/0123456789abcdef0123456789abcdef.png' }),
    anonymous: true,
  },
  { operation: 'GET /metrics', status: 200, request: () => ({ url: '/metrics' }), anonymous: true },
  ...ADMIN_ACCOUNT_CALLS,
  ...CATALOGUE_CALLS,
  ...BLOG_CALLS,
  ...WALLET_CALLS,
  ...INVOICE_CALLS,
  {
    operation: 'POST /admin/logout',
    status: 200,
    request: (made) => ({
      url: '/admin/logout',
      headers: { authorization: `Bearer ${made.otherToken ?? ''}` },
    }),
    anonymous: true,
  },
];
