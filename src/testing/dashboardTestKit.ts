/** What the dashboard's tests share: the shop's numbers, and a backend that answers them. */
import { http, HttpResponse } from 'msw';
import type { ShopStats } from '@/api/stats';
import { API } from '@/testing/handlers';
import { serveRecordedGet } from '@/testing/recordedGet';
import { server } from '@/testing/server';

const totals = (from: string, to: string, orders: number, revenue: number, newUsers = 0) => ({
  from,
  to,
  orders,
  revenue,
  newUsers,
});

export const STATS: ShopStats = {
  today: '2026-11-25',
  periods: {
    today: {
      ...totals('2026-11-25', '2026-11-25', 4, 2000),
      previous: totals('2026-11-24', '2026-11-24', 5, 1000),
    },
    last7Days: {
      ...totals('2026-11-19', '2026-11-25', 30, 15000),
      previous: totals('2026-11-12', '2026-11-18', 30, 15000),
    },
    last30Days: {
      ...totals('2026-10-27', '2026-11-25', 120, 60000),
      previous: totals('2026-09-27', '2026-10-26', 0, 0),
    },
  },
  range: {
    ...totals('2026-10-27', '2026-11-25', 120, 60000, 12),
    previous: totals('2026-09-27', '2026-10-26', 0, 0, 8),
    byStatus: [
      { status: 'completed', orders: 70, amount: 40000 },
      { status: 'pending', orders: 1, amount: 300 },
      { status: null, orders: 9, amount: 900 },
    ],
    daily: [{ day: '2026-11-25', orders: 4, revenue: 2000 }],
  },
  active: { notifications: 3, banners: 2 },
};

/** GET /admin/stats's answer, as the reference server words it. */
export const STATS_REPLY = {
  success: true,
  message: 'Stats fetched successfully.',
  stats: STATS,
};

/** GET /admin/stats answering STATS, recording each query. */
export function serveStats() {
  return serveRecordedGet('/admin/stats', STATS_REPLY);
}

/** GET /admin/stats answering STATS only once the returned function is called. */
export function holdStats(): () => void {
  let answer = () => undefined as void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get(`${API}/admin/stats`, async () => {
      await held;
      return HttpResponse.json(STATS_REPLY);
    }),
  );
  return answer;
}
