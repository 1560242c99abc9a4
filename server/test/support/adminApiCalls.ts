/**
 * The representative calls of the admin accounts and of one's own account (apiCalls.ts), in an
 * order that works from the start-up Super Admin: a new Admin is created, signs in with its
 * one-time password, is refused elsewhere until it sets its own, sets it and ends its other
 * sessions; then the Super Admin reads, changes, resets and deletes it, stale versions refused.
 */
import { call, get, type ApiCall, type Made } from './apiCall';

const NEW_ADMIN = { name: 'Meera Team', email: 'meera@example.com', role: 'Admin' };
const NEW_PASSWORD = 'meera chose this one';

/** The new admin's own token, for the calls it makes. */
const asNewAdmin = (made: Made) => ({ authorization: `Bearer ${made.newAdminToken ?? ''}` });
const account = (made: Made) => `/admin/admins/${made.newAdminId ?? ''}`;
const keepToken = (body: Record<string, unknown>, made: Made) =>
  (made.newAdminToken = String(body.token));

export const ADMIN_ACCOUNT_CALLS: readonly ApiCall[] = [
  get('/admin/admins?q=example&sort=name&order=asc'),
  get('/admin/admins?sort=password', 400),
  call(
    'POST /admin/admins',
    201,
    { url: '/admin/admins', payload: NEW_ADMIN },
    {
      keep: (body, made) => {
        made.newAdminId = String((body.admin as { id: number }).id);
        made.oneTimePassword = String(body.oneTimePassword);
      },
    },
  ),
  call('POST /admin/admins', 400, { url: '/admin/admins', payload: NEW_ADMIN }),
  call(
    'POST /admin/admin-login',
    200,
    (made) => ({
      url: '/admin/admin-login',
      payload: { email: NEW_ADMIN.email, password: made.oneTimePassword },
    }),
    { anonymous: true, keep: keepToken },
  ),
  call('GET /admin/admins', 403, (made) => ({ url: '/admin/admins', headers: asNewAdmin(made) }), {
    anonymous: true,
  }),
  call(
    'PUT /admin/profile/password',
    400,
    (made) => ({
      url: '/admin/profile/password',
      headers: asNewAdmin(made),
      payload: { currentPassword: 'not the one', newPassword: NEW_PASSWORD },
    }),
    { anonymous: true },
  ),
  call(
    'PUT /admin/profile/password',
    200,
    (made) => ({
      url: '/admin/profile/password',
      headers: asNewAdmin(made),
      payload: { currentPassword: made.oneTimePassword, newPassword: NEW_PASSWORD },
    }),
    { anonymous: true, keep: keepToken },
  ),
  call(
    'POST /admin/profile/end-other-sessions',
    200,
    (made) => ({ url: '/admin/profile/end-other-sessions', headers: asNewAdmin(made) }),
    { anonymous: true },
  ),
  call('GET /admin/admins/{id}', 200, (m) => ({ url: account(m) })),
  call('PUT /admin/admins/{id}', 200, (m) => ({
    url: account(m),
    headers: { 'if-match': '"2"' },
    payload: { ...NEW_ADMIN, name: 'Meera Lead' },
  })),
  call('PUT /admin/admins/{id}', 409, (m) => ({
    url: account(m),
    headers: { 'if-match': '"2"' },
    payload: NEW_ADMIN,
  })),
  call('POST /admin/admins/{id}/reset-password', 200, (m) => ({
    url: `${account(m)}/reset-password`,
  })),
  call('POST /admin/admins/{id}/reset-two-factor', 200, (m) => ({
    url: `${account(m)}/reset-two-factor`,
  })),
  call('GET /admin/admins/two-factor', 200, '/admin/admins/two-factor'),
  // Not while the administrator has none of their own; and not required, which it was not.
  call('PUT /admin/admins/two-factor', 400, {
    url: '/admin/admins/two-factor',
    payload: { required: true },
  }),
  call('PUT /admin/admins/two-factor', 200, {
    url: '/admin/admins/two-factor',
    payload: { required: false },
  }),
  call('DELETE /admin/admins/{id}', 409, (m) => ({
    url: account(m),
    headers: { 'if-match': '"1"' },
  })),
  call('DELETE /admin/admins/{id}', 200, (m) => ({ url: account(m) })),
  call('GET /admin/admins/{id}', 404, (m) => ({ url: account(m) })),
];
