import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { serveActivityPage } from '@/testing/activityBackend';
import { API } from '@/testing/handlers';
import { renderApp, signedIn } from '@/testing/renderApp';
import { serverProfile } from '@/testing/screensMode';
import { server } from '@/testing/server';
import { expectTextsIn } from '@/testing/ui';

const ADMIN = { id: 1, email: 'asha@shop.in', name: 'Asha Rao' };

/** Longer than a line of the list shows. */
const LONG_DESCRIPTION =
  'Twenty per cent off every travel eSIM for Holi, in every country we cover, until the end of March.';

const ENTRIES = [
  {
    id: 12,
    at: '2026-11-20T09:30:00.000Z',
    admin: ADMIN,
    action: 'update',
    entity: 'banner',
    entityId: '5',
    summary: 'Holi sale',
    before: { title: 'Diwali sale', status: 'active', redirectUrl: '', description: 'Diwali' },
    after: {
      title: 'Holi sale',
      status: 'inactive',
      redirectUrl: 'https://shop.example.com',
      description: LONG_DESCRIPTION,
    },
  },
  {
    id: 11,
    at: '2026-11-20T09:00:00.000Z',
    admin: { id: 2, email: 'old@shop.in', name: null },
    action: 'sign-in',
    entity: 'session',
    entityId: null,
    summary: null,
    before: null,
    after: null,
  },
];

/** GET /admin/activity answering ENTRIES as page 1 of 1, recording each query, and the admins. */
function serveActivity() {
  return serveActivityPage(ENTRIES, [ADMIN]);
}

async function renderActivity(route = '/activity') {
  const view = renderApp({ route, session: signedIn() });
  await screen.findByRole('heading', { level: 1, name: 'Activity' });
  return view;
}

describe('Activity', () => {
  it('lists who did what to which item, and the fields before and after', async () => {
    serveActivity();
    await renderActivity();
    const row = await screen.findByRole('row', { name: /Holi sale/ });
    expectTextsIn(row, ['Asha Rao', 'Updated', 'Banner #5 “Holi sale”']);
    // Two of the fields before and after, then how many more.
    expectTextsIn(row, ['Title: Diwali sale → Holi sale', 'Status: Active → Inactive']);
    expect(within(row).getByText('and 2 more')).toBeInTheDocument();
    const signIn = screen.getByRole('row', { name: /Signed in/ });
    expectTextsIn(signIn, ['old@shop.in', 'Session']);
    // A sign-in records no fields: nothing more to show.
    expect(within(signIn).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an entry whole, its long values uncut, named in the URL until closed', async () => {
    serveActivity();
    const { user, router } = await renderActivity();
    await user.click(
      await screen.findByRole('button', { name: 'View entry 12: Banner #5 “Holi sale”' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Updated: Banner #5 “Holi sale”' });
    expect(router.state.location.search).toBe('?entry=12');
    expect(within(dialog).getByText(/^By Asha Rao on /)).toBeInTheDocument();
    const fields = within(dialog).getByRole('table', { name: 'Fields before and after' });
    const description = within(fields).getByRole('row', { name: /^Description/ });
    expect(
      within(description)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Diwali', LONG_DESCRIPTION]);
    const link = within(fields).getByRole('row', { name: /^Redirect URL/ });
    expect(
      within(link)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', 'https://shop.example.com']);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('opens an entry that recorded fields from a click anywhere on its row', async () => {
    serveActivity();
    const { user, router } = await renderActivity();
    await user.click(await screen.findByRole('gridcell', { name: 'Banner #5 “Holi sale”' }));
    await screen.findByRole('dialog', { name: 'Updated: Banner #5 “Holi sale”' });
    expect(router.state.location.search).toBe('?entry=12');
  });

  it('opens the entry a link names', async () => {
    serveActivity();
    await renderActivity('/activity?entry=12');
    expect(
      await screen.findByRole('dialog', { name: 'Updated: Banner #5 “Holi sale”' }),
    ).toBeInTheDocument();
  });

  it('sends the filters of the URL, and a chosen filter goes into the URL from page 1', async () => {
    const asked = serveActivity();
    const { user, router } = await renderActivity('/activity?entity=banner&from=2026-11-01&page=2');
    await screen.findByRole('row', { name: /Holi sale/ });
    expect(asked[0]).toEqual({ page: '2', pageSize: '50', entity: 'banner', from: '2026-11-01' });

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Deleted' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: '1', action: 'delete' }));
    expect(router.state.location.search).toBe('?entity=banner&from=2026-11-01&action=delete');

    await user.click(screen.getByRole('combobox', { name: 'Admin' }));
    await user.click(await screen.findByRole('option', { name: 'Asha Rao' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ adminId: '1' }));
  });

  it('shows each filter on as a chip; deleting one takes only that filter away', async () => {
    const asked = serveActivity();
    const { user, router } = await renderActivity(
      '/activity?adminId=1&action=update&to=2026-11-20',
    );
    const group = await screen.findByRole('group', { name: 'Filters on' });
    const admin = await within(group).findByRole('button', { name: 'Admin is Asha Rao' });
    within(group).getByRole('button', { name: 'Action is Updated' });
    within(group).getByRole('button', { name: 'To Nov 20, 2026' });

    act(() => admin.focus());
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(router.state.location.search).toBe('?action=update&to=2026-11-20'));
    await waitFor(() => expect(asked.at(-1)).not.toHaveProperty('adminId'));
    expect(within(group).queryByRole('button', { name: /^Admin/ })).toBeNull();
  });

  it('says quietly when the backend keeps no trail', async () => {
    server.use(
      http.get(`${API}/admin/activity`, () => HttpResponse.json({}, { status: 404 })),
      http.get(`${API}/admin/activity/admins`, () => HttpResponse.json({}, { status: 404 })),
    );
    await renderActivity();
    expect(
      await screen.findByText(
        'This backend keeps no activity trail. The reference API server records one.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Failed/)).not.toBeInTheDocument();
    expect(screen.getByText('No activity found')).toBeInTheDocument();
  });

  it("shows a failure in the server's words, and Retry asks again", async () => {
    let calls = 0;
    serveActivity();
    server.use(
      http.get(`${API}/admin/activity`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Database unavailable.' }, { status: 503 })
          : HttpResponse.json({
              success: true,
              activity: ENTRIES,
              pagination: { page: 1, pageSize: 50, total: 2, totalPages: 1, totalExact: true },
            });
      }),
    );
    const { user } = await renderActivity();
    expect(
      await screen.findByText('Failed to load the activity: Database unavailable.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Holi sale/ })).toBeInTheDocument();
  });

  it("shows when an entry was made in the shop's zone, in the list and whole", async () => {
    // 01:30 on Nov 25 in Asia/Kolkata, the shop's zone; still Nov 24 in UTC.
    serveActivityPage([{ ...ENTRIES[0], at: '2026-11-24T20:00:00.000Z' }], [ADMIN]);
    const session = signedIn({ profile: serverProfile('Super Admin') });
    const view = renderApp({ route: '/activity', session });
    const row = await screen.findByRole('row', { name: /Holi sale/ });
    expectTextsIn(row, ['Nov 25, 2026, 1:30 AM']);
    await view.user.click(within(row).getByRole('button', { name: /^View entry 12/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Updated: Banner #5/ });
    expectTextsIn(dialog, ['By Asha Rao on November 25, 2026 at 01:30 AM']);
  });
});
