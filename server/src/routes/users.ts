/** GET /admin/all-users: the shop's users, read-only, newest first. */
import type { FastifyPluginAsync } from 'fastify';

import { cachedListRoute } from '../listCache';
import { usersJson } from '../repositories/users';

export const usersRoutes: FastifyPluginAsync = async (app) => {
  cachedListRoute(app, {
    url: '/admin/all-users',
    table: 'users',
    key: 'users',
    message: 'Users fetched successfully.',
    json: usersJson,
  });
};
