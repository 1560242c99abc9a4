/**
 * The shop's orders, read-only (docs/api.md#users-and-orders): GET /admin/orders/all, the whole
 * list newest first; GET /admin/orders, one page of it, searched, filtered and sorted; GET
 * /admin/orders.csv, every row of that list as CSV; GET /admin/orders/:id, one order.
 */
import type { FastifyPluginAsync } from 'fastify';

import { checkDays } from '../http/days';
import { notFound } from '../http/errors';
import { sendEncoded } from '../http/encodedBody';
import {
  findOrder,
  ORDER_EXPORT_COLUMNS,
  ORDER_TABLE,
  ordersJson,
  orderStatuses,
  type OrderFilters,
} from '../repositories/orders';
import type { PageRequest } from '../repositories/pageSql';
import { exportBatches } from '../repositories/shopExports';
import { keptPage } from '../repositories/shopPages';
import {
  orderReplySchema,
  orderSchema,
  pagedOrderSchema,
  shopPageReplySchema,
  wholeListReplySchema,
} from '../../../contract/shop';
import {
  FIRST_PAGE,
  ORDER_SORT_KEYS,
  orderIdParamsSchema,
  ordersExportQuerySchema,
  ordersPageQuerySchema,
  type OrderIdParams,
  type OrdersExportQuery,
  type OrderSort,
  type OrdersPageQuery,
} from '../../../contract/shopLists';
import { csvReplySchema, sendCsv } from './csvReply';
import { countAhead, shopPageBody } from './shopPageReply';
import { wholeListRoute } from './wholeListRoute';

const FETCHED = 'Orders fetched successfully.';

export const ordersRoutes: FastifyPluginAsync = async (app) => {
  const orderPage = (page: PageRequest<OrderSort>, filters: OrderFilters) =>
    keptPage(app.db, app.cache, ORDER_TABLE, page, filters, shopPageBody('orders', FETCHED, page));

  wholeListRoute(app, {
    url: '/admin/orders/all',
    table: 'orders',
    key: 'orders',
    pagedUrl: '/admin/orders',
    message: FETCHED,
    json: ordersJson,
    reply: wholeListReplySchema('orders', orderSchema),
  });

  app.get<{ Querystring: OrdersPageQuery }>(
    '/admin/orders',
    {
      schema: {
        querystring: ordersPageQuerySchema,
        response: { 200: shopPageReplySchema('orders', pagedOrderSchema) },
      },
    },
    async (request, reply) => {
      const { status, from, to, ...page } = request.query;
      checkDays({ from, to });
      return sendEncoded(request, reply, await orderPage(page, { status, from, to }));
    },
  );
  countAhead(app, 'orders', async () => {
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
  });

  app.get<{ Querystring: OrdersExportQuery }>(
    '/admin/orders.csv',
    {
      schema: { querystring: ordersExportQuerySchema, response: { 200: csvReplySchema('order') } },
    },
    async (request, reply) => {
      const { status, from, to, ...list } = request.query;
      checkDays({ from, to });
      const filters = { status, from, to };
      const batches = exportBatches(app.db, ORDER_TABLE, ORDER_EXPORT_COLUMNS, list, filters);
      return sendCsv(reply, 'orders', ORDER_EXPORT_COLUMNS, batches);
    },
  );

  app.get<{ Params: OrderIdParams }>(
    '/admin/orders/:id',
    { schema: { params: orderIdParamsSchema, response: { 200: orderReplySchema } } },
    async (request) => {
      const order = await findOrder(app.db, request.params.id);
      if (order === undefined) throw notFound('Order not found.');
      return { success: true, message: 'Order fetched successfully.', order };
    },
  );
};
