/**
 * The activity trail, read only (docs/api.md#activity-trail): GET /admin/activity, a page of
 * entries newest first, filtered; GET /admin/activity/admins, who has entries. Each reads only
 * the entries the admin's role may (activityScopeOf, contract/roles.ts). Entries are written by
 * the changes they record and never through these routes: none changes one.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import { named } from '../http/operationNames';
import { checkDays } from '../lib/days';
import { activityAdmins, activityPage } from '../repositories/activity';
import {
  activityAdminsReplySchema,
  activityEntrySchema,
  activityQuerySchema,
  type ActivityQuery,
} from '../../../contract/activity';
import { activityScopeOf } from '../../../contract/roles';
import { shopPageReplySchema } from '../../../contract/shop';
import { signedInAdmin } from '../auth/guard';
import { pageReply } from './shopPageReply';

/** What the signed-in admin's role reads of the trail: a filter only narrows it. */
function scopeOf(request: FastifyRequest) {
  const { role, id } = signedInAdmin(request);
  return activityScopeOf(role, id);
}

export const activityRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: ActivityQuery }>(
    '/admin/activity',
    {
      schema: {
        querystring: activityQuerySchema,
        response: { 200: shopPageReplySchema('activity', activityEntrySchema) },
      },
    },
    async (request) => {
      const { page, pageSize, ...filters } = request.query;
      checkDays(filters);
      const found = await activityPage(app.db, { page, pageSize }, filters, scopeOf(request));
      return pageReply('activity', 'Activity fetched successfully.', request.query, {
        ...found,
        totalExact: true,
      });
    },
  );

  app.get(
    '/admin/activity/admins',
    {
      schema: {
        ...named('listActivityAdmins', 'List the admins who wrote the activity trail'),
        response: { 200: activityAdminsReplySchema },
      },
    },
    async (request) => {
      const admins = await activityAdmins(app.db, scopeOf(request));
      return { success: true, message: 'Admins fetched successfully.', admins };
    },
  );
};
