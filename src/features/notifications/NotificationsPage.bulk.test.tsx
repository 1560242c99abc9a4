import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { NOTIFICATIONS, ROUTE, serveNotifications } from '@/testing/notificationsTestKit';
import { atPhoneWidth } from '@/testing/phoneWidth';
import { answerConfirmation, renderScreen } from '@/testing/screenKit';
import { withServerScreens } from '@/testing/screensMode';
import { server } from '@/testing/server';

/** The bulk requests sent, each answered with `message`. */
function serveBulk(message: string) {
  const sent: { path: string; body: { items: { id: number }[]; status?: string } }[] = [];
  const reply = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as (typeof sent)[number]['body'];
    sent.push({ path: new URL(request.url).pathname, body });
    const done = body.items.map(({ id }) => id);
    return HttpResponse.json({ success: true, message, done, skipped: [] });
  };
  server.use(
    http.post(`${API}/admin/notification/bulk/delete`, reply),
    http.put(`${API}/admin/notification/bulk/status`, reply),
  );
  return sent;
}

const bar = () => screen.getByRole('toolbar', { name: 'Selected rows' });
const idsOf = (sent: ReturnType<typeof serveBulk>) => sent.map(({ body }) => body.items.length);

async function renderNotifications() {
  const view = await renderScreen(ROUTE, 'Notification Management');
  await screen.findAllByText('Diwali sale');
  return view;
}

describe('Notification Management, bulk work', () => {
  withServerScreens();

  it('selects every notification shown across the grid’s pages, and deletes them by one request', async () => {
    const many = Array.from({ length: 55 }, (_, index) => ({
      ...NOTIFICATIONS[0],
      id: index + 1,
      title: index === 0 ? 'Diwali sale' : `Notice ${index + 1}`,
      version: 2,
    }));
    serveNotifications(many);
    const sent = serveBulk('55 notifications deleted.');
    const { user } = await renderNotifications();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(within(bar()).getByText('50 selected')).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: 'Select all 55 matching' }));
    expect(within(bar()).getByText('55 selected')).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: 'Delete selected' }));
    await answerConfirmation(user, 'Delete 55 notifications?', 'Delete');
    expect(await screen.findByText('55 notifications deleted.')).toBeInTheDocument();
    expect(idsOf(sent)).toEqual([55]);
    expect(sent[0]?.body.items[0]).toEqual({ id: 1, version: 2 });
  });

  describe('on a phone', () => {
    atPhoneWidth();
    const card = (title: string) =>
      within(screen.getByRole('list', { name: 'Notifications' }))
        .getAllByRole('listitem')
        .find((item) => within(item).queryByText(title))!;

    it('enters selection by its Select button, a tap then checking a card', async () => {
      serveNotifications();
      const sent = serveBulk('1 notification deactivated.');
      const { user } = await renderNotifications();
      expect(screen.queryByRole('checkbox', { name: 'Select Diwali sale' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Select' }));
      await user.click(within(card('Diwali sale')).getByRole('button', { name: /^Diwali sale/ }));
      expect(screen.getByRole('checkbox', { name: 'Select Diwali sale' })).toBeChecked();
      // The tap checked the card rather than open its form.
      expect(screen.queryByRole('dialog')).toBeNull();
      await user.click(within(bar()).getByRole('button', { name: 'Deactivate' }));
      expect(await screen.findByText('1 notification deactivated.')).toBeInTheDocument();
      expect(sent).toEqual([
        {
          path: '/admin/notification/bulk/status',
          body: { status: 'inactive', items: [{ id: 1 }] },
        },
      ]);
    });

    it('enters selection by a long press on a card, which checks it', async () => {
      serveNotifications();
      await renderNotifications();
      fireEvent.pointerDown(within(card('Undated')).getByRole('button', { name: /^Undated/ }));
      await waitFor(() =>
        expect(screen.getByRole('checkbox', { name: 'Select Undated' })).toBeChecked(),
      );
      expect(within(bar()).getByText('1 selected')).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Select Diwali sale' })).not.toBeChecked();
    });
  });
});
