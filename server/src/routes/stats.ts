/**
 * The shop's numbers for the dashboard (docs/api.md#shop-numbers): GET /admin/stats, orders and
 * revenue today and over the last 7 and 30 days against the periods before, and for a chosen
 * range of at most 366 days its orders by status and per day, new users, and the active
 * notifications and banners.
 */
import type { FastifyPluginAsync } from 'fastify';

import { named } from '../http/operationNames';
import { addDays, checkDays, FIRST_DAY } from '../lib/days';
import { shopClock, shopStats } from '../repositories/stats';
import { statsQuerySchema, statsReplySchema, type StatsQuery } from '../../../contract/stats';

/** The longest range: a year, a leap one included. */
export const MAX_STATS_DAYS = 366;

/** A range left out: the last 30 days. */
const DEFAULT_DAYS = 30;

export const statsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: StatsQuery }>(
    '/admin/stats',
    {
      schema: {
        ...named('getStats', "Get the shop's numbers for the dashboard", statsReplySchema),
        querystring: statsQuerySchema,
      },
    },
    async (request) => {
      checkDays(request.query, MAX_STATS_DAYS);
      // The shop's day and that time yesterday (docs/api.md#the-shops-time-zone).
      const clock = await shopClock(app.db);
      const to = request.query.to ?? clock.today;
      const start = addDays(to, 1 - DEFAULT_DAYS);
      const from = request.query.from ?? (start < FIRST_DAY ? FIRST_DAY : start);
      // A `from` alone, after today, or a year before it: the same checks once defaults are in.
      checkDays({ from, to }, MAX_STATS_DAYS);
      const stats = await shopStats(app.db, clock, { from, to });
      return { success: true, message: 'Stats fetched successfully.', stats };
    },
  );
};
