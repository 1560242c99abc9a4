/**
 * The permission of each /admin route (server/src/auth/permissions.ts): derived from its path and
 * method, and a route it cannot map stops the app from starting rather than passing unchecked.
 */
import Fastify from 'fastify';

import { assignPermission, permissionOf } from '../src/auth/permissions';

it.each([
  ['GET', '/admin/users.csv', 'users', 'read'],
  ['PUT', '/admin/banner/status/:id', 'banners', 'update'],
  // One whose method says otherwise, by its name.
  ['POST', '/admin/admins/:id/reset-password', 'admins', 'update'],
  // A user's orders are read as orders.
  ['GET', '/admin/user/:id/orders-summary', 'orders', 'read'],
])('maps %s %s by its path and method: %s, %s', (method, url, resource, action) => {
  expect(permissionOf(method, url)).toMatchObject({ resource, action });
});

it('maps POST /admin/logout to the session, allowed before a password or two-factor is set', () => {
  expect(permissionOf('POST', '/admin/logout')).toEqual({
    resource: 'session',
    action: 'delete',
    beforePasswordSet: true,
    beforeTwoFactorSet: true,
  });
  expect(permissionOf('PUT', '/admin/profile/two-factor')).toMatchObject({
    beforePasswordSet: false,
    beforeTwoFactorSet: true,
  });
});

it('refuses to build an app with a route it cannot map', async () => {
  expect(() => permissionOf('GET', '/admin/reports')).toThrow(
    'GET /admin/reports has no permission: declare its resource in contract/resources.ts',
  );
  const app = Fastify();
  app.register(async (admin) => {
    admin.addHook('onRoute', assignPermission);
    admin.get('/admin/reports', async () => ({}));
  });
  await expect(app.ready()).rejects.toThrow('GET /admin/reports has no permission');
  await app.close();
});
