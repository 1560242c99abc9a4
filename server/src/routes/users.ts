/**
 * The shop's users, read-only (docs/api.md#users-and-orders): GET /admin/all-users, the whole
 * list newest first; GET /admin/users, one page of it, searched, filtered and sorted; GET
 * /admin/users.csv, every row of that list as CSV.
 */
import type { FastifyPluginAsync } from 'fastify';

import { checkDays } from '../http/days';
import { sendEncoded } from '../http/encodedBody';
import type { PageRequest } from '../repositories/pageSql';
import { exportBatches } from '../repositories/shopExports';
import { keptPage } from '../repositories/shopPages';
import {
  USER_EXPORT_COLUMNS,
  USER_TABLE,
  usersJson,
  type UserFilters,
} from '../repositories/users';
import { shopPageReplySchema, userSchema, wholeListReplySchema } from '../../../contract/shop';
import {
  FIRST_PAGE,
  usersExportQuerySchema,
  usersPageQuerySchema,
  type UsersExportQuery,
  type UserSort,
  type UsersPageQuery,
} from '../../../contract/shopLists';
import { csvReplySchema, sendCsv } from './csvReply';
import { countAhead, shopPageBody } from './shopPageReply';
import { wholeListRoute } from './wholeListRoute';

const FETCHED = 'Users fetched successfully.';

export const usersRoutes: FastifyPluginAsync = async (app) => {
  const userPage = (page: PageRequest<UserSort>, filters: UserFilters) =>
    keptPage(app.db, app.cache, USER_TABLE, page, filters, shopPageBody('users', FETCHED, page));

  wholeListRoute(app, {
    url: '/admin/all-users',
    table: 'users',
    key: 'users',
    pagedUrl: '/admin/users',
    message: FETCHED,
    json: usersJson,
    reply: wholeListReplySchema('users', userSchema),
  });

  app.get<{ Querystring: UsersPageQuery }>(
    '/admin/users',
    {
      schema: {
        querystring: usersPageQuerySchema,
        response: { 200: shopPageReplySchema('users', userSchema) },
      },
    },
    async (request, reply) => {
      const { isAdmin, from, to, ...page } = request.query;
      checkDays({ from, to });
      return sendEncoded(request, reply, await userPage(page, { isAdmin, from, to }));
    },
  );
  app.get<{ Querystring: UsersExportQuery }>(
    '/admin/users.csv',
    { schema: { querystring: usersExportQuerySchema, response: { 200: csvReplySchema('user') } } },
    async (request, reply) => {
      const { isAdmin, from, to, ...list } = request.query;
      checkDays({ from, to });
      const filters = { isAdmin, from, to };
      const batches = exportBatches(app.db, USER_TABLE, USER_EXPORT_COLUMNS, list, filters);
      return sendCsv(reply, 'users', USER_EXPORT_COLUMNS, batches);
    },
  );

  countAhead(app, 'users', async () => {
    for (const isAdmin of [undefined, true, false]) {
      await userPage(FIRST_PAGE, { isAdmin });
    }
  });
};
