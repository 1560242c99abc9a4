/**
 * The shop's orders, read-only (docs/api.md#users-and-orders): GET /admin/orders/all, the whole
 * list newest first; GET /admin/orders, one page of it, searched, filtered and sorted; GET
 * /admin/orders.csv, every row of that list as CSV; GET /admin/orders/:id, one order; GET
 * /admin/user/:id/orders-summary, one customer's orders in brief.
 */
import type { FastifyPluginAsync } from 'fastify';

import { named } from '../http/operationNames';
import { notFound } from '../lib/httpError';
import { ordersSummary } from '../repositories/customerOrders';
import {
  findOrder,
  ORDER_EXPORT_COLUMNS,
  ORDER_TABLE,
  ordersJson,
  orderStatuses,
} from '../repositories/orders';
import {
  orderReplySchema,
  orderSchema,
  ordersSummaryReplySchema,
  pagedOrderSchema,
} from '../../../contract/shop';
import {
  FIRST_PAGE,
  ORDER_SORT_KEYS,
  orderIdParamsSchema,
  ordersPageQuerySchema,
  userIdParamsSchema,
  type OrderIdParams,
  type UserIdParams,
} from '../../../contract/shopLists';
import { shopListRoutes } from './shopListRoutes';

export const ordersRoutes: FastifyPluginAsync = async (app) => {
  shopListRoutes(app, {
    resource: 'orders',
    table: ORDER_TABLE,
    wholeListUrl: '/admin/orders/all',
    json: ordersJson,
    rowSchema: orderSchema,
    pagedRowSchema: pagedOrderSchema,
    pageQuerySchema: ordersPageQuerySchema,
    exportColumns: ORDER_EXPORT_COLUMNS,
    async readAhead(orderPage) {
      for (const status of [undefined, ...(await orderStatuses(app.db))]) {
        await orderPage(FIRST_PAGE, { status });
      }
      // The first page of every sort, which also reads the top of each sort's index into the
      // database's cache: the first administrators to sort need not wait for it.
      for (const sort of ORDER_SORT_KEYS) {
        for (const order of ['asc', 'desc'] as const) {
          await orderPage({ ...FIRST_PAGE, sort, order }, {});
        }
      }
    },
  });

  app.get<{ Params: OrderIdParams }>(
    '/admin/orders/:id',
    { schema: { params: orderIdParamsSchema, response: { 200: orderReplySchema } } },
    async (request) => {
      const order = await findOrder(app.db, request.params.id);
      if (order === undefined) throw notFound('Order not found.');
      return { success: true, message: 'Order fetched successfully.', order };
    },
  );

  app.get<{ Params: UserIdParams }>(
    '/admin/user/:id/orders-summary',
    {
      schema: {
        ...named('getUserOrdersSummary', "Get a customer's orders in brief"),
        params: userIdParamsSchema,
        response: { 200: ordersSummaryReplySchema },
      },
    },
    async (request) => {
      const summary = await ordersSummary(app.db, request.params.id);
      if (summary === undefined) throw notFound('User not found.');
      return { success: true, message: 'Orders summary fetched successfully.', summary };
    },
  );
};
