/**
 * The shop's numbers for the dashboard (docs/api.md#shop-numbers). A backend without them (the
 * requirements' API) answers 404, which the dashboard shows as a quiet note.
 */
import type { DayRange, ShopStats } from '../../contract/stats';
import { baseApi } from './baseApi';
import { API_PATHS } from './endpoints';
import { pageQuery } from './pagedList';
import { listTag } from './tags';

export const statsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStats: build.query<ShopStats, DayRange>({
      query: (range) => `${API_PATHS.stats}?${pageQuery(range)}`,
      transformResponse: (response: { stats: ShopStats }) => response.stats,
      // Made stale by every change it counts (tags.ts).
      providesTags: [listTag('Stats')],
    }),
  }),
});

export type {
  DayRange,
  DayTotals,
  PeriodTotals,
  ShopStats,
  StatusCount,
  Totals,
} from '../../contract/stats';

export const { useGetStatsQuery } = statsApi;
