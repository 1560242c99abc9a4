/**
 * The representative calls of the admin accounts and of one's own account (apiCalls.ts), in an
 * order that works from the start-up Super Admin: a new Admin is created, signs in with its
 * one-time password, is refused elsewhere until it sets its own, sets it and ends its other
 * sessions; then the Super Admin reads, changes, resets and deletes it, stale versions refused.
 */
import type { ApiCall, Made } from './apiCall';

const NEW_ADMIN = { name: 'Meera Team', email: 'meera@example.com', role: 'Admin' };
const NEW_PASSWORD = 'meera chose this one';

/** The new admin's own token, for the calls it makes. */
const asNewAdmin = (made: Made) => ({ authorization: `Bearer ${made.newAdminToken ?? ''}` });
const account = (made: Made) => `/admin/admins/${made.newAdminId ?? ''}`;
const keepToken = (body: Record<string, unknown>, made: Made) =>
  (made.newAdminToken = String(body.token));

export const ADMIN_ACCOUNT_CALLS: readonly ApiCall[] = [
  {
    operation: 'GET /admin/admins',
    status: 200,
    request: () => ({ url: '/admin/admins?q=example&sort=name&order=asc' }),
  },
  {
    operation: 'GET /admin/admins',
    status: 400,
    request: () => ({ url: '/admin/admins?sort=password' }),
  },
  {
    operation: 'POST /admin/admins',
    status: 201,
    request: () => ({ url: '/admin/admins', payload: NEW_ADMIN }),
    keep: (body, made) => {
      made.newAdminId = String((body.admin as { id: number }).id);
      made.oneTimePassword = String(body.oneTimePassword);
    },
  },
  {
    operation: 'POST /admin/admins',
    status: 400,
    request: () => ({ url: '/admin/admins', payload: NEW_ADMIN }),
  },
  {
    operation: 'POST /admin/admin-login',
    status: 200,
    request: (made) => ({
      url: '/admin/admin-login',
      payload: { email: NEW_ADMIN.email, password: made.oneTimePassword },
    }),
    anonymous: true,
    keep: keepToken,
  },
  {
    operation: 'GET /admin/admins',
    status: 403,
    request: (made) => ({ url: '/admin/admins', headers: asNewAdmin(made) }),
    anonymous: true,
  },
  {
    operation: 'PUT /admin/profile/password',
    status: 400,
    request: (made) => ({
      url: '/admin/profile/password',
      headers: asNewAdmin(made),
      payload: { currentPassword: 'not the one', newPassword: NEW_PASSWORD },
    }),
    anonymous: true,
  },
  {
    operation: 'PUT /admin/profile/password',
    status: 200,
    request: (made) => ({
      url: '/admin/profile/password',
      headers: asNewAdmin(made),
      payload: { currentPassword: made.oneTimePassword, newPassword: NEW_PASSWORD },
    }),
    anonymous: true,
    keep: keepToken,
  },
  {
    operation: 'POST /admin/profile/end-other-sessions',
    status: 200,
    request: (made) => ({ url: '/admin/profile/end-other-sessions', headers: asNewAdmin(made) }),
    anonymous: true,
  },
  { operation: 'GET /admin/admins/{id}', status: 200, request: (m) => ({ url: account(m) }) },
  {
    operation: 'PUT /admin/admins/{id}',
    status: 200,
    request: (m) => ({
      url: account(m),
      headers: { 'if-match': '"2"' },
      payload: { ...NEW_ADMIN, name: 'Meera Lead' },
    }),
  },
  {
    operation: 'PUT /admin/admins/{id}',
    status: 409,
    request: (m) => ({ url: account(m), headers: { 'if-match': '"2"' }, payload: NEW_ADMIN }),
  },
  {
    operation: 'POST /admin/admins/{id}/reset-password',
    status: 200,
    request: (m) => ({ url: `${account(m)}/reset-password` }),
  },
  {
    operation: 'DELETE /admin/admins/{id}',
    status: 409,
    request: (m) => ({ url: account(m), headers: { 'if-match': '"1"' } }),
  },
  { operation: 'DELETE /admin/admins/{id}', status: 200, request: (m) => ({ url: account(m) }) },
  { operation: 'GET /admin/admins/{id}', status: 404, request: (m) => ({ url: account(m) }) },
];
