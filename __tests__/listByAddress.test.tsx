import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { servePagedOrders } from '@/testing/pagedOrdersBackend';
import { API } from '@/testing/handlers';
import { withServerLists } from '@/testing/listsMode';
import { renderApp, signedIn } from '@/testing/renderApp';
import { server } from '@/testing/server';

// A list opened by its address: the route asks for the page its URL names while the screen's
// code loads (app/prefetchScreenData.ts), and the screen asks for the page by its own reading of
// the URL. One request each time proves the two readings the same: any difference is a second
// page asked for.

/** GET /admin/users answering one empty page, each request recorded. */
function servePagedUsers() {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/admin/users`, ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        users: [],
        pagination: { page: 1, pageSize: 50, total: 0, totalPages: 0, totalExact: true },
      });
    }),
  );
  return { requests };
}

const LISTS = {
  orders: { title: 'Order Management', grid: 'Orders', serve: servePagedOrders },
  users: { title: 'User Management', grid: 'Users', serve: servePagedUsers },
};

const CASES: Array<[keyof typeof LISTS, string, Record<string, string>]> = [
  ['orders', '/order-management', { page: '1', pageSize: '50', sort: 'createdAt', order: 'desc' }],
  [
    'orders',
    '/order-management?q=%20diya%20&page=2&pageSize=25&sort=amount&order=asc&status=pending&from=2026-01-01&to=2026-01-31',
    {
      page: '2',
      pageSize: '25',
      q: 'diya',
      sort: 'amount',
      order: 'asc',
      status: 'pending',
      from: '2026-01-01',
      to: '2026-01-31',
    },
  ],
  [
    'orders',
    '/order-management?sort=nothing&order=asc&page=-1&pageSize=7&from=yesterday',
    { page: '1', pageSize: '50', sort: 'createdAt', order: 'desc' },
  ],
  [
    'users',
    '/user-management?q=a&sort=fullName&admin=No',
    { page: '1', pageSize: '50', q: 'a', sort: 'fullName', order: 'desc', isAdmin: 'false' },
  ],
  [
    'users',
    '/user-management?sort=joined&order=asc&page=3&pageSize=100&admin=Maybe',
    { page: '3', pageSize: '100', sort: 'createdAt', order: 'asc' },
  ],
];

describe('a server-paged list opened by its address', () => {
  withServerLists();

  it.each(CASES)(
    '%s at %s: one request, for the page its URL names',
    async (list, route, asked) => {
      const { title, grid, serve } = LISTS[list];
      const backend = serve();
      renderApp({ route, session: signedIn() });
      await screen.findByRole('heading', { name: title });
      await screen.findByRole('grid', { name: grid });
      // The screen's own request, had it differed, is answered before its grid stops loading.
      await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
      expect(backend.requests.map((params) => Object.fromEntries(params))).toEqual([asked]);
    },
  );
});
