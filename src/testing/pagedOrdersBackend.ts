/**
 * GET /admin/orders over the test kit's orders, for the server-mode tests: paged as the
 * reference server pages them by the browser's pager (src/testing/pagedShop.ts), every request
 * recorded.
 */
import { delay, http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { pagedOrders } from '@/testing/pagedShop';
import { server } from '@/testing/server';
import { ORDERS, USERS } from '@/testing/ordersTestKit';

interface Options {
  /** Holds every request until `release()` is called. */
  hold?: boolean;
  /** Answers `total` as a floor: "more than". */
  inexactTotal?: number;
}

/** Serves the paged orders; answers the URLs asked so far and a way to let held requests go. */
export function servePagedOrders({ hold = false, inexactTotal }: Options = {}) {
  const requests: URLSearchParams[] = [];
  const answer = pagedOrders(ORDERS, USERS);
  let release: () => void = () => undefined;
  let held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`${API}/admin/orders`, async ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      if (hold) await held;
      else await delay(5);
      const { items, pagination } = answer(params);
      const total = inexactTotal ?? pagination.total;
      return HttpResponse.json({
        success: true,
        message: 'Orders fetched successfully.',
        orders: items,
        pagination: {
          ...pagination,
          total,
          totalPages: Math.ceil(total / pagination.pageSize),
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
