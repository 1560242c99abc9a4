/** The shop's numbers: the query and the answer (docs/api.md#shop-numbers). */
import { Type, type Static } from '@sinclair/typebox';

import { dayParam } from '../days';

export const statsQuerySchema = Type.Object({
  from: dayParam('from', "The chosen period's first day, UTC; 29 days before `to` when left out."),
  to: dayParam('to', "The chosen period's last day, UTC; today when left out."),
});
export type StatsQuery = Static<typeof statsQuerySchema>;

const day = Type.String({ description: 'YYYY-MM-DD, UTC' });

const totals = {
  from: day,
  to: day,
  orders: Type.Integer(),
  revenue: Type.Number({ description: '₹, the sum of the paid (completed or success) orders' }),
  newUsers: Type.Integer(),
};
const period = Type.Object({
  ...totals,
  previous: Type.Object(totals, { description: 'The as many days just before.' }),
});

export const statsReplySchema = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  stats: Type.Object({
    today: day,
    periods: Type.Object({ today: period, last7Days: period, last30Days: period }),
    range: Type.Object({
      ...period.properties,
      byStatus: Type.Array(
        Type.Object({
          status: Type.Union([Type.String(), Type.Null()], {
            description: 'Lower-cased; null for the orders without one.',
          }),
          orders: Type.Integer(),
          amount: Type.Number({ description: "₹, the sum of these orders' amounts" }),
        }),
        { description: 'Most orders first.' },
      ),
      daily: Type.Array(Type.Object({ day, orders: Type.Integer(), revenue: Type.Number() }), {
        description: 'Every day of the range, oldest first.',
      }),
    }),
    active: Type.Object({ notifications: Type.Integer(), banners: Type.Integer() }),
  }),
});
