import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { withServerLists } from '@/testing/listsMode';
import { serveRecordedGet } from '@/testing/recordedGet';
import { renderApp, signedIn } from '@/testing/renderApp';
import { serveProfile, serverProfile } from '@/testing/screensMode';
import { server } from '@/testing/server';
import { TWO_USERS } from '@/testing/usersTestKit';

const USERS = TWO_USERS;

/** GET /admin/users answering page 3 of 25 (rows 51 and 52 of 52), recording each request. */
function servePagedUsers() {
  server.use(http.get(`${API}/admin/all-users`, () => HttpResponse.json({}, { status: 500 })));
  return serveRecordedGet('/admin/users', {
    success: true,
    users: USERS,
    pagination: { page: 3, pageSize: 25, total: 52, totalPages: 3, totalExact: true },
  });
}

async function renderUsers(route: string) {
  const view = renderApp({ route, session: signedIn() });
  await screen.findByRole('heading', { name: 'User Management' });
  return view;
}

describe('User Management, paged by the server', () => {
  withServerLists();

  it('asks for the page, search, sort and Admin filter of the URL and numbers rows from the page', async () => {
    const requests = servePagedUsers();
    await renderUsers('/user-management?q=a&page=3&pageSize=25&sort=fullName&order=asc&admin=Yes');
    const meera = await screen.findByRole('row', { name: /Meera Nair/ });
    expect(requests).toEqual([
      {
        page: '3',
        pageSize: '25',
        q: 'a',
        sort: 'fullName',
        order: 'asc',
        isAdmin: 'true',
      },
    ]);
    expect(within(meera).getAllByRole('gridcell')[0]).toHaveTextContent('51');
    expect(screen.getByText('51–52 of 52')).toBeInTheDocument();
  });

  it('sorts on the server: a header click asks for ascending, the next for descending', async () => {
    const requests = servePagedUsers();
    const { user, router } = await renderUsers('/user-management');
    await screen.findByRole('row', { name: /Meera Nair/ });
    const fullName = screen.getByRole('columnheader', { name: 'Full Name' });
    await user.click(fullName);
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ sort: 'fullName', order: 'asc' }));
    expect(router.state.location.search).toBe('?sort=fullName&order=asc');
    await user.click(fullName);
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ sort: 'fullName', order: 'desc' }));
    expect(router.state.location.search).toBe('?sort=fullName');
    // Joined, newest first, is the list's own order: the first answer, from the cache.
    await user.click(screen.getByRole('columnheader', { name: 'Joined' }));
    await user.click(screen.getByRole('columnheader', { name: 'Joined' }));
    expect(router.state.location.search).toBe('?sort=joined');
    expect(requests.map(({ sort, order }) => `${sort} ${order}`)).toEqual([
      'createdAt desc',
      'fullName asc',
      'fullName desc',
      'createdAt asc',
    ]);
  });

  it('shows the selected user card from a row of the page', async () => {
    servePagedUsers();
    const { user } = await renderUsers('/user-management');
    await user.click(await screen.findByRole('gridcell', { name: 'Rohan Iyer' }));
    const card = screen.getByRole('region', { name: 'Selected user' });
    expect(within(card).getByText('rohan@example.in')).toBeInTheDocument();
  });

  it('opens the card of the user a link selects, found by the search the link carries', async () => {
    const requests = servePagedUsers();
    await renderUsers('/user-management?q=meera%40shop.in&selected=u9');
    const card = await screen.findByRole('region', { name: 'Selected user' });
    expect(within(card).getByText('Meera Nair')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ q: 'meera@shop.in' });
  });
});

describe("User Management's Joined, in the zone its days are counted in", () => {
  withServerLists();

  it("names the shop's day a user joined on, whatever the browser's zone", async () => {
    serveProfile(serverProfile('Super Admin'));
    server.use(http.get(`${API}/admin/all-users`, () => HttpResponse.json({}, { status: 500 })));
    serveRecordedGet('/admin/users', {
      success: true,
      // 01:30 on Nov 25 in Asia/Kolkata, the shop's zone; still Nov 24 in UTC.
      users: [{ ...USERS[0], createdAt: '2026-11-24T20:00:00.000Z' }],
      pagination: { page: 1, pageSize: 50, total: 1, totalPages: 1, totalExact: true },
    });
    await renderUsers('/user-management?from=2026-11-25&to=2026-11-25');
    await screen.findByRole('button', { name: 'Created on Nov 25, 2026' });
    expect(await screen.findByRole('gridcell', { name: 'Nov 25, 2026' })).toBeInTheDocument();
  });
});
