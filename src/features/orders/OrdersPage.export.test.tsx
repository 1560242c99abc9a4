import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { catchDownloads } from '@/testing/downloads';
import { API } from '@/testing/handlers';
import { withServerLists } from '@/testing/listsMode';
import { ORDERS_CSV } from '@/testing/listCases/exports';
import { WHOLE_ORDERS, WHOLE_USERS } from '@/testing/listCases/shop';
import { server } from '@/testing/server';
import { servePagedOrders } from '@/testing/pagedOrdersBackend';
import { ORDERS, renderOrders, serve } from '@/testing/ordersTestKit';

const exportButton = () => screen.getByRole('button', { name: 'Export CSV' });

let downloads: ReturnType<typeof catchDownloads>;
beforeEach(() => {
  downloads = catchDownloads();
});
afterEach(() => downloads.restore());

describe('Order Management export, paged by the server', () => {
  withServerLists();

  it("asks the server for the list's search, filter and sort, and saves the file it names", async () => {
    servePagedOrders();
    const asked: URLSearchParams[] = [];
    const file = '\uFEFFOrder ID,User\r\nORD-1002,Diya Kapoor\r\n';
    server.use(
      http.get(`${API}/admin/orders.csv`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return new HttpResponse(file, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="orders-2026-11-25.csv"',
          },
        });
      }),
    );
    const { user } = await renderOrders(
      '/order-management?q=diya&status=pending&sort=amount&order=asc&pageSize=25',
    );
    await screen.findByRole('gridcell', { name: 'ORD-1002 No. AIR-77002' });
    await user.click(exportButton());

    await waitFor(() => expect(downloads.count()).toBe(1));
    // Every matching row, not the page: no page or pageSize.
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      q: 'diya',
      status: 'pending',
      sort: 'amount',
      order: 'asc',
    });
    const [saved] = await downloads.saved();
    expect(saved).toMatchObject({ name: 'orders-2026-11-25.csv', text: file });
    expect(exportButton()).toBeEnabled();
  });

  it("says why the export failed, in the server's words or the network's, and saves nothing", async () => {
    servePagedOrders();
    server.use(
      http.get(`${API}/admin/orders.csv`, () =>
        HttpResponse.json({ success: false, message: 'Database unavailable.' }, { status: 503 }),
      ),
    );
    const { user } = await renderOrders();
    await screen.findByRole('gridcell', { name: 'ORD-1001 No. AIR-77001' });
    await user.click(exportButton());
    expect(
      await screen.findByText('Failed to export orders: Database unavailable.'),
    ).toBeInTheDocument();

    server.use(http.get(`${API}/admin/orders.csv`, () => HttpResponse.error()));
    await user.click(exportButton());
    expect(
      await screen.findByText('Failed to export orders: Something went wrong'),
    ).toBeInTheDocument();
    expect(downloads.count()).toBe(0);
  });
});

describe('Order Management export, for a backend with only the whole list', () => {
  it("builds the file in the browser: the rows the search matches, in the grid's sort", async () => {
    serve({
      success: true,
      orders: [
        ...ORDERS,
        {
          id: 'ORD-2000',
          userId: 'u2',
          product_name: '=HYPERLINK("http://evil.example")',
          coverage: 'Asia, Pacific',
          amount: '-5',
          status: 'pending',
          createdAt: '2026-04-01T10:00:00.000Z',
        },
      ],
    });
    const { user } = await renderOrders('/order-management?q=diya');
    await screen.findByRole('gridcell', { name: 'ORD-2000' });
    await user.click(screen.getByRole('columnheader', { name: 'Date' }));
    await user.click(exportButton());

    await waitFor(() => expect(downloads.count()).toBe(1));
    const [saved] = await downloads.saved();
    expect(saved?.name).toMatch(/^orders-\d{4}-\d\d-\d\d\.csv$/);
    expect(saved?.type).toBe('text/csv;charset=utf-8');
    expect(saved?.text).toBe(
      '\uFEFFOrder ID,User,Email,Product,Coverage,Amount,Status,Date\r\n' +
        'ORD-1006,Diya Kapoor,diya@example.in,Thailand eSIM,Thailand 3 GB / 7 days,299,cancelled,2026-01-13T08:00:00.000Z\r\n' +
        'ORD-1002,Diya Kapoor,diya@example.in,Device Protection Plus,12 months,2999.5,pending,2026-02-01T08:00:00.000Z\r\n' +
        `ORD-2000,Diya Kapoor,diya@example.in,"'=HYPERLINK(""http://evil.example"")","Asia, Pacific",-5,pending,2026-04-01T10:00:00.000Z\r\n`,
    );
  });

  it("writes the server's file of the same orders: an unknown buyer empty, not the screen's N/A", async () => {
    serve({ success: true, orders: WHOLE_ORDERS }, { users: WHOLE_USERS });
    const { user } = await renderOrders('/order-management?sort=createdAt&order=desc');
    await screen.findByRole('gridcell', { name: 'Zoe Lefevre' });
    await user.click(exportButton());

    await waitFor(() => expect(downloads.count()).toBe(1));
    expect((await downloads.saved())[0]?.text).toBe(ORDERS_CSV);
  });
});
