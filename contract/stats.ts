/** The shop's numbers: the query and the answer (docs/api.md#shop-numbers). */
import { Type, type Static } from '@sinclair/typebox';

import { envelope } from './common';
import { dayParam } from './fields';
import { PAID_ORDER_RULE } from './orderRules';

export const statsQuerySchema = Type.Object({
  from: dayParam(
    'from',
    "The chosen period's first day, the shop's; 29 days before `to` when left out.",
  ),
  to: dayParam('to', "The chosen period's last day, the shop's; today when left out."),
});
export type StatsQuery = Static<typeof statsQuerySchema>;

const day = Type.String({ description: "YYYY-MM-DD, a day of the shop's time zone" });

/** The shop's days, both included. */
const dayRangeSchema = Type.Object({ from: day, to: day });
export type DayRange = Static<typeof dayRangeSchema>;

const totalsSchema = Type.Object({
  ...dayRangeSchema.properties,
  orders: Type.Integer(),
  revenue: Type.Number({ description: `₹, the sum of the paid orders: ${PAID_ORDER_RULE}.` }),
  newUsers: Type.Integer(),
});
export type Totals = Static<typeof totalsSchema>;

const periodSchema = Type.Object({
  ...totalsSchema.properties,
  previous: Type.Object(totalsSchema.properties, {
    description: 'The as many days just before; for today, yesterday up to the same time of day.',
  }),
});
export type PeriodTotals = Static<typeof periodSchema>;

const statusCountSchema = Type.Object({
  status: Type.Union([Type.String(), Type.Null()], {
    description: 'Lower-cased; null for the orders without one.',
  }),
  orders: Type.Integer(),
  amount: Type.Number({ description: "₹, the sum of these orders' amounts" }),
});
export type StatusCount = Static<typeof statusCountSchema>;

const dayTotalsSchema = Type.Object({ day, orders: Type.Integer(), revenue: Type.Number() });
export type DayTotals = Static<typeof dayTotalsSchema>;

const shopStatsSchema = Type.Object({
  today: Type.String({ description: "The shop's day the figures were read on, YYYY-MM-DD" }),
  periods: Type.Object({ today: periodSchema, last7Days: periodSchema, last30Days: periodSchema }),
  range: Type.Object({
    ...periodSchema.properties,
    byStatus: Type.Array(statusCountSchema, { description: 'Most orders first.' }),
    daily: Type.Array(dayTotalsSchema, {
      description: 'Every day of the range, oldest first, days without orders included.',
    }),
  }),
  active: Type.Object({ notifications: Type.Integer(), banners: Type.Integer() }),
});
export type ShopStats = Static<typeof shopStatsSchema>;

export const statsReplySchema = Type.Object({ ...envelope, stats: shopStatsSchema });
