import { screen, within } from '@testing-library/react';
import { renderScreen } from '@/testing/screenKit';
import * as kit from '@/testing/notificationsTestKit';
import { statusChoiceCases } from '@/testing/statusChoiceCases';
import { switchStatus } from '@/testing/statusSwitch';

describe('Notification Management: the status', () => {
  // A notification without a status is active (columns.tsx), and filtered as one.
  statusChoiceCases({
    route: kit.ROUTE,
    heading: 'Notification Management',
    serve: kit.serveNotifications,
    active: ['Diwali sale', 'Undated'],
    inactive: ['Maintenance window'],
  });

  it('shows each status, and a notification without one as active', async () => {
    kit.serveNotifications();
    await kit.renderNotifications();
    const row = async (title: string) => screen.findByRole('row', { name: new RegExp(title) });
    expect(within(await row('Diwali sale')).getByText('Active')).toBeInTheDocument();
    expect(within(await row('Maintenance window')).getByText('Inactive')).toBeInTheDocument();
    expect(within(await row('Undated')).getByText('Active')).toBeInTheDocument();
  });

  it('switches it with the status call: the opposite status, a message, the list reloaded', async () => {
    const backend = kit.serveNotifications();
    const { user } = await kit.renderNotifications();
    await switchStatus(user, 'notification', 'Diwali sale', 'Deactivate');
    await switchStatus(user, 'notification', 'Maintenance window', 'Activate');
    expect(backend.writes).toEqual([
      { method: 'PUT', path: '/admin/notification/status/1', body: { status: 'inactive' } },
      { method: 'PUT', path: '/admin/notification/status/2', body: { status: 'active' } },
    ]);
  });

  it("opens filtered to the active ones from the dashboard's link", async () => {
    kit.serveNotifications();
    await renderScreen(`${kit.ROUTE}?status=active`, 'Notification Management');
    await screen.findByRole('row', { name: /Diwali sale/ });
    expect(screen.getByRole('row', { name: /Undated/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Maintenance window/ })).not.toBeInTheDocument();
  });
});
