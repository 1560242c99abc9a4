/**
 * The permission of each /admin route (server/src/auth/permissions.ts): derived from its path and
 * method, and a route it cannot map stops the app from starting rather than passing unchecked.
 */
import Fastify from 'fastify';

import { assignPermission, permissionOf } from '../src/auth/permissions';

it('maps a route by its path and method, and the few whose method says otherwise by name', () => {
  expect(permissionOf('GET', '/admin/users.csv')).toMatchObject({
    resource: 'users',
    action: 'read',
  });
  expect(permissionOf('PUT', '/admin/banner/status/:id')).toMatchObject({
    resource: 'banners',
    action: 'update',
  });
  expect(permissionOf('POST', '/admin/admins/:id/reset-password')).toMatchObject({
    resource: 'admins',
    action: 'update',
  });
  // A user's orders are read as orders.
  expect(permissionOf('GET', '/admin/user/:id/orders-summary')).toMatchObject({
    resource: 'orders',
    action: 'read',
  });
  expect(permissionOf('POST', '/admin/logout')).toEqual({
    resource: 'session',
    action: 'delete',
    beforePasswordSet: true,
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
