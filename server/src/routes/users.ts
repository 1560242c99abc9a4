/**
 * The shop's users, read-only (docs/api.md#users-and-orders): GET /admin/all-users, the whole
 * list newest first; GET /admin/users, one page of it, searched, filtered and sorted; GET
 * /admin/users.csv, every row of that list as CSV.
 */
import type { FastifyPluginAsync } from 'fastify';

import { USER_EXPORT_COLUMNS, USER_TABLE, usersJson } from '../repositories/users';
import { userSchema } from '../../../contract/shop';
import { FIRST_PAGE, usersPageQuerySchema } from '../../../contract/shopLists';
import { shopListRoutes } from './shopListRoutes';

export const usersRoutes: FastifyPluginAsync = async (app) => {
  shopListRoutes(app, {
    resource: 'users',
    table: USER_TABLE,
    wholeListUrl: '/admin/all-users',
    json: usersJson,
    pagedRowSchema: userSchema,
    pageQuerySchema: usersPageQuerySchema,
    exportColumns: USER_EXPORT_COLUMNS,
    async readAhead(userPage) {
      for (const isAdmin of [undefined, true, false]) await userPage(FIRST_PAGE, { isAdmin });
    },
  });
};
