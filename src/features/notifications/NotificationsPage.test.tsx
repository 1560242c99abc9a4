import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/testing/renderApp';
import { server } from '@/testing/server';
import NotificationsPage from './NotificationsPage';
import * as kit from './notificationsTestKit';

describe('Notification Management: the list', () => {
  it('shows the columns in order, each field of a row and the created date', async () => {
    kit.serveNotifications();
    await kit.renderNotifications();
    expect(await screen.findByRole('gridcell', { name: 'Diwali sale' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Sr. No',
      'Image',
      'Title',
      'Description',
      'Type',
      'Notice To',
      'Created Date',
      'Actions',
    ]);

    const diwali = screen.getByRole('row', { name: /Diwali sale/ });
    expect(within(diwali).getByRole('gridcell', { name: '1' })).toBeInTheDocument();
    expect(within(diwali).getByText('20% off every eSIM plan')).toBeInTheDocument();
    expect(within(diwali).getByText('Promotional')).toBeInTheDocument();
    expect(within(diwali).getByText('Customers')).toBeInTheDocument();
    expect(within(diwali).getByText('Nov 2, 2026')).toBeInTheDocument();
    // The server's /media/ path is resolved against the API origin.
    expect(within(diwali).getByRole('img')).toHaveAttribute(
      'src',
      'http://localhost/media/diwali.png',
    );
    expect(
      within(diwali).getByRole('button', { name: 'Edit notification Diwali sale' }),
    ).toBeInTheDocument();
    expect(
      within(diwali).getByRole('button', { name: 'Delete notification Diwali sale' }),
    ).toBeInTheDocument();

    // createDate stands in for createdAt; a missing date is 'N/A'.
    const maintenance = screen.getByRole('row', { name: /Maintenance window/ });
    expect(within(maintenance).getByText('Oct 15, 2026')).toBeInTheDocument();
    expect(within(maintenance).getByText('Warning')).toBeInTheDocument();
    const undated = screen.getByRole('row', { name: /Undated/ });
    expect(within(undated).getByText('N/A')).toBeInTheDocument();
    expect(within(undated).getByText('Specific Users')).toBeInTheDocument();
    expect(within(undated).getByRole('img')).toHaveAttribute('src', '/placeholder-image.svg');
  });

  it("shows 'No notifications found.' for an empty list", async () => {
    kit.serveNotifications([]);
    await kit.renderNotifications();
    expect(await screen.findByText('No notifications found.')).toBeInTheDocument();
  });

  it.each([
    ['a plain array', kit.NOTIFICATIONS],
    ['{ success, notifications }', { success: true, notifications: kit.NOTIFICATIONS }],
    ['{ data }', { data: kit.NOTIFICATIONS }],
  ])('accepts the list as %s', async (_shape, body) => {
    server.use(http.get(kit.LIST_URL, () => HttpResponse.json(body)));
    await kit.renderNotifications();
    expect(await screen.findByRole('gridcell', { name: 'Undated' })).toBeInTheDocument();
    expect(kit.dataRows()).toHaveLength(3);
  });

  it.each([
    [
      "the server's message",
      HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 }),
      'Failed to load notifications: Database unavailable',
    ],
    [
      'the HTTP status when the body has no message',
      new HttpResponse('Bad gateway', { status: 502 }),
      'Failed to load notifications: HTTP error! status: 502',
    ],
    [
      "'Unknown error' for success false without a message",
      HttpResponse.json({ success: false }),
      'Failed to load notifications: Unknown error',
    ],
  ])('reports a failed load with %s', async (_case, response, text) => {
    server.use(http.get(kit.LIST_URL, () => response.clone()));
    await kit.renderNotifications();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('No notifications found.')).toBeInTheDocument();
  });

  it("stays silent on load without an admin token ('No admin token available')", async () => {
    let gets = 0;
    server.use(
      http.get(kit.LIST_URL, () => {
        gets += 1;
        return HttpResponse.json([]);
      }),
    );
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText('No notifications found.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Failed to load notifications/)).not.toBeInTheDocument();
    expect(screen.queryByText(/No admin token available/)).not.toBeInTheDocument();
    expect(gets).toBe(0);
  });

  it('leaves a refused token (401) on load to the session-end message', async () => {
    server.use(
      http.get(kit.LIST_URL, () =>
        HttpResponse.json({ success: false, message: 'Invalid token.' }, { status: 401 }),
      ),
    );
    const { router } = await kit.renderNotifications();
    expect(
      await screen.findByText('Authentication required. Please login again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    expect(screen.queryByText(/Failed to load notifications/)).not.toBeInTheDocument();
  });
});
