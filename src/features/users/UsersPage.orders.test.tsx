import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { withServerLists } from '@/testing/listsMode';
import { renderApp, signedIn } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { serveUsersPage, TWO_USERS } from '@/testing/usersTestKit';

/** Rohan's (u8) orders as the whole list has them, and one of Meera's. */
const ORDERS = [
  {
    id: 'ORD-7',
    airlo_order_id: '1049913',
    userId: 'u8',
    amount: '1499.00',
    status: 'Completed',
    createdAt: '2026-03-07T10:00:00.000Z',
  },
  {
    id: 'ORD-6',
    customer_id: 'u9',
    amount: 999,
    status: 'success',
    createdAt: '2026-03-06T10:00:00.000Z',
  },
  {
    id: 'ORD-5',
    customer_id: 'u8',
    amount: 700,
    status: 'pending',
    createdAt: '2026-03-05T10:00:00.000Z',
  },
  {
    id: 'ORD-4',
    userId: 'u8',
    amount: 250,
    status: 'success',
    createdAt: '2026-03-04T10:00:00.000Z',
  },
];

async function selectRohan(route = '/user-management') {
  const view = renderApp({ route, session: signedIn() });
  await view.user.click(await screen.findByRole('gridcell', { name: 'Rohan Iyer' }));
  return { ...view, card: await screen.findByRole('region', { name: 'Selected user' }) };
}

describe("The selected user's orders, counted in the browser", () => {
  beforeEach(() => {
    server.use(
      http.get(`${API}/admin/all-users`, () => HttpResponse.json({ users: TWO_USERS })),
      http.get(`${API}/admin/orders/all`, () => HttpResponse.json({ orders: ORDERS })),
    );
  });

  it('shows their count, the paid total in rupees and their last orders, each with its number', async () => {
    const { card } = await selectRohan();
    const orders = within(card);
    // Completed ₹1,499.00 and success ₹250; the pending ₹700 is not spent, nor Meera's.
    expect(await orders.findByText('Orders: 3 · Total spent: ₹1,749.00')).toBeInTheDocument();
    const last = within(orders.getByRole('list', { name: 'Last orders' })).getAllByRole('listitem');
    expect(last.map((item) => item.textContent)).toEqual([
      'ORD-7No. 1049913Mar 7, 2026₹1,499.00Completed',
      'ORD-5Mar 5, 2026₹700.00pending',
      'ORD-4Mar 4, 2026₹250.00success',
    ]);
    expect(orders.getByRole('link', { name: 'ORD-7' })).toHaveAttribute(
      'href',
      '/order-management?view=ORD-7',
    );
  });

  it('opens Order Management filtered to them with View orders', async () => {
    const { card, user, router } = await selectRohan();
    await user.click(await within(card).findByRole('link', { name: 'View orders' }));
    await screen.findByRole('heading', { name: 'Order Management' });
    expect(router.state.location.search).toBe('?userId=u8');
    expect(await screen.findByRole('button', { name: 'Customer: Rohan Iyer' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual([
        expect.stringContaining('ORD-7'),
        expect.stringContaining('ORD-5'),
        expect.stringContaining('ORD-4'),
      ]),
    );
  });
});

describe("The selected user's orders, from the server's summary", () => {
  withServerLists();

  it('shows the summary the server counted', async () => {
    serveUsersPage();
    server.use(
      http.get(`${API}/admin/user/u8/orders-summary`, () =>
        HttpResponse.json({
          success: true,
          message: 'Orders summary fetched successfully.',
          summary: {
            user: TWO_USERS[1],
            orderCount: 12,
            totalSpent: 15499.5,
            lastOrders: ORDERS.slice(0, 1),
          },
        }),
      ),
    );
    const { card } = await selectRohan();
    expect(
      await within(card).findByText('Orders: 12 · Total spent: ₹15,499.50'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View orders' })).toHaveAttribute(
      'href',
      '/order-management?userId=u8',
    );
  });

  it('leaves the orders out, without a word, for a backend without the summary', async () => {
    serveUsersPage();
    const errors = jest.spyOn(console, 'error');
    const { card } = await selectRohan();
    await waitFor(() =>
      expect(within(card).queryByLabelText('Loading orders')).not.toBeInTheDocument(),
    );
    expect(within(card).queryByRole('region', { name: 'Orders' })).not.toBeInTheDocument();
    expect(within(card).getByText('rohan@example.in')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('says so when the summary fails', async () => {
    serveUsersPage();
    server.use(
      http.get(`${API}/admin/user/u8/orders-summary`, () =>
        HttpResponse.json({ success: false, message: 'Database unavailable.' }, { status: 503 }),
      ),
    );
    const { card, user } = await selectRohan();
    expect(
      await within(card).findByText('Failed to load orders: Database unavailable.'),
    ).toBeInTheDocument();
    server.use(
      http.get(`${API}/admin/user/u8/orders-summary`, () =>
        HttpResponse.json({
          success: true,
          message: 'Orders summary fetched successfully.',
          summary: { user: TWO_USERS[1], orderCount: 0, totalSpent: 0, lastOrders: [] },
        }),
      ),
    );
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('Orders: 0 · Total spent: ₹0.00')).toBeInTheDocument();
  });
});
