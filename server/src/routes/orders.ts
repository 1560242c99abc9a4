/** GET /admin/orders/all: the shop's orders, read-only, newest first. */
import type { FastifyPluginAsync } from 'fastify';

import { cachedListRoute } from '../listCache';
import { ordersJson } from '../repositories/orders';

export const ordersRoutes: FastifyPluginAsync = async (app) => {
  cachedListRoute(app, {
    url: '/admin/orders/all',
    table: 'orders',
    key: 'orders',
    message: 'Orders fetched successfully.',
    json: ordersJson,
  });
};
