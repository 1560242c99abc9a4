import { profileApi } from '@/api/profile';
import { selectShopTimeZone, type WithSession } from '@/api/session';
import { statsApi } from '@/api/stats';
import type { AppDispatch } from '@/app/hooks';
import { lastDays, periodIn } from './periods';

/**
 * What the dashboard asks for each time it opens, asked by its route as the admin goes to it
 * (app/prefetchScreenData.ts), beside its code and side by side: the profile, which it loads
 * at every opening (docs/requirements.md#admin-dashboard), and the numbers of the period the
 * URL names. The page finds both on their way, and shows its
 * frame before either has come (docs/decisions.md#dashboard).
 */
export const prefetchDashboardData =
  (params: URLSearchParams) => (dispatch: AppDispatch, getState: () => WithSession) => {
    dispatch(profileApi.util.prefetch('getProfile', undefined, { force: true }));
    const timeZone = selectShopTimeZone(getState());
    dispatch(statsApi.util.prefetch('getStats', lastDays(periodIn(params), timeZone), {}));
  };
