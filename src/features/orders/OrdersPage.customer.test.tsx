import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { catchDownloads } from '@/testing/downloads';
import { API } from '@/testing/handlers';
import { withServerLists } from '@/testing/listsMode';
import { renderApp, signedIn } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { servePagedOrders } from '@/testing/pagedOrdersBackend';
import { orderIdCells, ORDERS, renderOrders, serve, USERS } from '@/testing/ordersTestKit';

const showsOrders = (...ids: string[]) => waitFor(() => expect(orderIdCells()).toEqual(ids));
const chip = (name: string) => screen.findByRole('button', { name: `Customer: ${name}` });

describe('Order Management narrowed to a customer, in the browser', () => {
  it("shows the customer's orders alone, named in a chip that takes the filter away", async () => {
    serve(ORDERS);
    const { user, router } = await renderOrders('/order-management?userId=u1&q=esim');
    // Without a sort, in the order the whole list came in.
    await showsOrders('ORD-1001', 'ORD-1004', 'ORD-1005');
    await user.click(within(await chip('Aarav Mehta')).getByTestId('CancelIcon'));
    expect(router.state.location.search).toBe('?q=esim');
    await showsOrders('ORD-1001', 'ORD-1004', 'ORD-1005', 'ORD-1006');
    expect(screen.queryByRole('button', { name: /^Customer:/ })).not.toBeInTheDocument();
  });

  it('pages the orders of a buyer the shop does not have, named by the id', async () => {
    serve(ORDERS);
    await renderOrders('/order-management?userId=ghost');
    await showsOrders('ORD-1003');
    expect(await chip('ghost')).toBeInTheDocument();
  });
});

describe('Order Management narrowed to a customer, paged by the server', () => {
  withServerLists();
  let downloads: ReturnType<typeof catchDownloads>;
  beforeEach(() => {
    downloads = catchDownloads();
  });
  afterEach(() => downloads.restore());

  it('asks for the buyer, names them from their summary, and exports their orders', async () => {
    const backend = servePagedOrders();
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/admin/user/u2/orders-summary`, () =>
        HttpResponse.json({
          success: true,
          summary: {
            user: { ...USERS[1], fullName: 'Diya Kapoor' },
            orderCount: 2,
            totalSpent: 0,
            lastOrders: [],
          },
        }),
      ),
      http.get(`${API}/admin/orders.csv`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return new HttpResponse('\uFEFFOrder ID\r\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const { user } = await renderOrders('/order-management?userId=u2');
    await showsOrders('ORD-1002', 'ORD-1006');
    expect(Object.fromEntries(backend.requests.at(-1) ?? [])).toMatchObject({ userId: 'u2' });
    expect(await chip('Diya Kapoor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      userId: 'u2',
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it("names the buyer from the page's rows when the backend has no summary", async () => {
    servePagedOrders();
    await renderOrders('/order-management?userId=u1');
    await showsOrders('ORD-1001', 'ORD-1005', 'ORD-1004');
    expect(await chip('Aarav Mehta')).toBeInTheDocument();
  });
});

describe("The buyer in an order's details", () => {
  it('opens that user on User Management, selected', async () => {
    serve(ORDERS);
    const { user, router } = renderApp({
      route: '/order-management?view=ORD-1002',
      session: signedIn(),
    });
    const dialog = await screen.findByRole('dialog', { name: /Order Details/ });
    const buyer = await within(dialog).findByRole('link', { name: 'Diya Kapoor' });
    expect(buyer).toHaveAttribute('href', '/user-management?q=diya%40example.in&selected=u2');
    await user.click(buyer);
    await screen.findByRole('heading', { name: 'User Management' });
    expect(router.state.location.pathname).toBe('/user-management');
    const card = await screen.findByRole('region', { name: 'Selected user' });
    expect(within(card).getByText('Diya Kapoor')).toBeInTheDocument();
  });

  it('is plain text for a buyer the shop does not have', async () => {
    serve(ORDERS);
    renderApp({ route: '/order-management?view=ORD-1003', session: signedIn() });
    const dialog = await screen.findByRole('dialog', { name: /Order Details/ });
    const section = within(within(dialog).getByRole('region', { name: 'User Information' }));
    await waitFor(() => expect(section.getAllByText('N/A')).not.toHaveLength(0));
    expect(section.queryByRole('link')).not.toBeInTheDocument();
  });
});
