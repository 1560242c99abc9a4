/**
 * The shop's numbers for the dashboard (docs/api.md#shop-numbers). A backend without them (the
 * requirements' API) answers 404, which the dashboard shows as a quiet note.
 */
import { baseApi } from './baseApi';
import { API_PATHS } from './endpoints';
import { pageQuery } from './pagedList';

/** Days, UTC, both included: 'YYYY-MM-DD'. */
export interface DayRange {
  from: string;
  to: string;
}

export interface Totals extends DayRange {
  orders: number;
  /** ₹, of the paid (completed or success) orders. */
  revenue: number;
  newUsers: number;
}

export interface PeriodTotals extends Totals {
  /** The as many days just before. */
  previous: Totals;
}

export interface StatusCount {
  /** Lower-cased; null for the orders without one. */
  status: string | null;
  orders: number;
  amount: number;
}

export interface DayTotals {
  day: string;
  orders: number;
  revenue: number;
}

export interface ShopStats {
  today: string;
  periods: { today: PeriodTotals; last7Days: PeriodTotals; last30Days: PeriodTotals };
  range: PeriodTotals & { byStatus: StatusCount[]; daily: DayTotals[] };
  active: { notifications: number; banners: number };
}

export const statsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStats: build.query<ShopStats, DayRange>({
      query: (range) => `${API_PATHS.stats}?${pageQuery(range)}`,
      transformResponse: (response: { stats: ShopStats }) => response.stats,
    }),
  }),
});

export const { useGetStatsQuery } = statsApi;
