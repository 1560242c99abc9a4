import { screen, within } from '@testing-library/react';
import { atPhoneWidth } from '@/testing/phoneWidth';
import { renderSignedOut } from '@/testing/renderApp';
import { resourceListCases } from '@/testing/resourceListCases';
import NotificationsPage from './NotificationsPage';
import * as kit from '@/testing/notificationsTestKit';
import { expectTextsIn } from '@/testing/ui';

describe('Notification Management: the list', () => {
  resourceListCases(kit.NOTIFICATION_SCREEN);

  it('shows each field of a row and the created date', async () => {
    kit.serveNotifications();
    await kit.renderNotifications();
    expect(await screen.findByRole('gridcell', { name: 'Diwali sale' })).toBeInTheDocument();

    const diwali = screen.getByRole('row', { name: /Diwali sale/ });
    expect(within(diwali).getByRole('gridcell', { name: '1' })).toBeInTheDocument();
    expectTextsIn(diwali, ['20% off every eSIM plan', 'Promotional', 'Customers', 'Nov 2, 2026']);
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
    expectTextsIn(maintenance, ['Oct 15, 2026', 'Warning']);
    const undated = screen.getByRole('row', { name: /Undated/ });
    expectTextsIn(undated, ['N/A', 'Specific Users']);
    expect(within(undated).getByRole('img')).toHaveAttribute('src', '/placeholder-image.svg');
  });

  it('filters only by its Status choice, which shows as a chip: no column menu filters unseen', async () => {
    kit.serveNotifications();
    const { user } = await kit.renderNotifications();
    await screen.findByRole('gridcell', { name: 'Diwali sale' });
    const title = screen.getByRole('columnheader', { name: 'Title' });
    // The menu button shows on hover, which jsdom does not draw: found by its label.
    await user.click(within(title).getByLabelText('Title column menu'));
    expect(await screen.findByRole('menuitem', { name: 'Manage columns' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Filter' })).toBeNull();
  });

  it("stays silent on load without an admin token ('No admin token available')", async () => {
    const loads = renderSignedOut(<NotificationsPage />, kit.LIST_URL);
    expect(await screen.findByText('No notifications found.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Failed to load notifications/)).not.toBeInTheDocument();
    expect(screen.queryByText(/No admin token available/)).not.toBeInTheDocument();
    expect(loads.count).toBe(0);
  });

  describe('on a phone', () => {
    atPhoneWidth();

    it("names on each card who the notice goes to, as the row's Notice To does", async () => {
      kit.serveNotifications();
      await kit.renderNotifications();
      const cards = await screen.findByRole('list', { name: 'Notifications' });
      const card = (title: string) => within(within(cards).getByText(title).closest('li')!);
      expect(card('Diwali sale').getByText('Notice To: Customers')).toBeInTheDocument();
      expect(card('Undated').getByText('Notice To: Specific Users')).toBeInTheDocument();
    });
  });
});
