/**
 * The activity trail, read only (docs/api.md#activity-trail): GET /admin/activity, a page of
 * entries newest first, filtered; GET /admin/activity/admins, who has entries. Entries are
 * written by the changes they record and never through these routes: none changes one.
 */
import type { FastifyPluginAsync } from 'fastify';

import { badRequest } from '../errors';
import { activityAdmins, activityPage } from '../repositories/activity';
import {
  activityAdminsReplySchema,
  activityEntrySchema,
  activityQuerySchema,
  type ActivityQuery,
} from '../schemas/activity';
import { shopPageReplySchema } from '../schemas/shop';
import { pageReply } from './shopPageReply';

/** '2026-02-30' has the shape of a day but is none. */
const isCalendarDay = (text: string) =>
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

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
      for (const name of ['from', 'to'] as const) {
        const value = filters[name];
        if (value !== undefined && !isCalendarDay(value)) {
          throw badRequest(`${name} must be a day of the calendar (YYYY-MM-DD).`);
        }
      }
      if (filters.from && filters.to && filters.from > filters.to) {
        throw badRequest('from must be on or before to.');
      }
      const { rows, total } = await activityPage(app.db, { page, pageSize }, filters);
      return pageReply('activity', 'Activity fetched successfully.', request.query, {
        rows,
        total,
        totalExact: true,
      });
    },
  );

  app.get(
    '/admin/activity/admins',
    { schema: { response: { 200: activityAdminsReplySchema } } },
    async () => ({
      success: true,
      message: 'Admins fetched successfully.',
      admins: await activityAdmins(app.db),
    }),
  );
};
