/**
 * GET /admin/orders as the reference server answers it, over the test kit's orders, for the
 * server-mode tests: searched, filtered, sorted and paged in memory, every request recorded.
 */
import { delay, http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { server } from '@/testing/server';
import { ORDERS, USERS } from './ordersTestKit';

type TestOrder = (typeof ORDERS)[number] & Record<string, unknown>;

const joined = (ORDERS as TestOrder[]).map((order) => {
  const buyer = USERS.find((user) => user.id === (order.customer_id ?? order.userId));
  return {
    ...order,
    ...(buyer && { userName: buyer.fullName ?? buyer.name, userEmail: buyer.email }),
  };
});

const SORT_FIELDS: Record<string, (order: (typeof joined)[number]) => string | number> = {
  createdAt: (order) => order.createdAt,
  amount: (order) => Number(order.amount ?? 0),
  orderId: (order) => order.id,
};

interface Options {
  /** Holds every request until `release()` is called. */
  hold?: boolean;
  /** Answers `total` as a floor: "more than". */
  inexactTotal?: number;
}

/** Serves the paged orders; answers the URLs asked so far and a way to let held requests go. */
export function servePagedOrders({ hold = false, inexactTotal }: Options = {}) {
  const requests: URLSearchParams[] = [];
  let release: () => void = () => undefined;
  let held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`${API}/admin/orders`, async ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      if (hold) await held;
      else await delay(5);
      const q = (params.get('q') ?? '').toLowerCase();
      const status = (params.get('status') ?? '').toLowerCase();
      const key = SORT_FIELDS[params.get('sort') ?? 'createdAt'] ?? SORT_FIELDS.createdAt;
      const direction = params.get('order') === 'asc' ? 1 : -1;
      const matching = joined
        .filter((order) => !q || JSON.stringify(order).toLowerCase().includes(q))
        .filter((order) => !status || order.status?.toLowerCase() === status)
        .sort((a, b) => (key(a) > key(b) ? direction : key(a) < key(b) ? -direction : 0));
      const page = Number(params.get('page') ?? 1);
      const pageSize = Number(params.get('pageSize') ?? 25);
      const total = inexactTotal ?? matching.length;
      return HttpResponse.json({
        success: true,
        message: 'Orders fetched successfully.',
        orders: matching.slice((page - 1) * pageSize, page * pageSize),
        pagination: {
          page,
          pageSize,
          total,
          totalPages: Math.ceil(total / pageSize),
          totalExact: inexactTotal === undefined,
        },
      });
    }),
  );
  return {
    requests,
    /** The held requests go on; the next ones are held again. */
    release() {
      release();
      held = new Promise<void>((resolve) => (release = resolve));
    },
  };
}
