import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { catchDownloads } from '@/testing/downloads';
import { API } from '@/testing/handlers';
import { renderApp, signedIn } from '@/testing/renderApp';
import { USERS_CSV } from '@/testing/listCases/exports';
import { WHOLE_USERS } from '@/testing/listCases/shop';
import { server } from '@/testing/server';
import { serveUsersPage, TWO_USERS } from '@/testing/usersTestKit';

// A name a spreadsheet would run as a formula, to see it neutralised.
const [MEERA, ROHAN] = TWO_USERS;
const USERS = [{ ...MEERA, fullName: '@Meera Nair' }, ROHAN];

async function exportFrom(route: string) {
  const { user } = renderApp({ route, session: signedIn() });
  await screen.findByRole('row', { name: /Meera Nair/ });
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
}

let downloads: ReturnType<typeof catchDownloads>;
beforeEach(() => {
  downloads = catchDownloads();
});
afterEach(() => {
  downloads.restore();
  delete window.__BACKOFFICE_CONFIG__;
});

it("asks the server for the users the list's search, Admin filter and sort match", async () => {
  window.__BACKOFFICE_CONFIG__ = { lists: 'server' };
  const asked: Record<string, string>[] = [];
  serveUsersPage(USERS);
  server.use(
    http.get(`${API}/admin/users.csv`, ({ request }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return new HttpResponse('\uFEFFUser ID\r\nu9\r\n', {
        headers: { 'content-disposition': 'attachment; filename="users-2026-11-25.csv"' },
      });
    }),
  );
  await exportFrom('/user-management?q=meera&admin=Yes&sort=fullName&order=asc');
  await waitFor(() => expect(downloads.count()).toBe(1));
  expect(asked).toEqual([{ q: 'meera', isAdmin: 'true', sort: 'fullName', order: 'asc' }]);
  expect((await downloads.saved())[0]?.name).toBe('users-2026-11-25.csv');
});

it('builds the file in the browser for a backend with only the whole list', async () => {
  server.use(http.get(`${API}/admin/all-users`, () => HttpResponse.json({ users: USERS })));
  await exportFrom('/user-management');
  await waitFor(() => expect(downloads.count()).toBe(1));
  const [saved] = await downloads.saved();
  expect(saved?.text).toBe(
    '\uFEFFUser ID,Full Name,Email,Admin,Role,Joined\r\n' +
      "u9,'@Meera Nair,meera@shop.in,Yes,Support Lead,2026-02-25T06:13:20.000Z\r\n" +
      'u8,Rohan Iyer,rohan@example.in,No,,2026-02-13T16:26:40.000Z\r\n',
  );
});

it("writes the server's file of the same users: a missing role empty, each moment to the millisecond", async () => {
  server.use(http.get(`${API}/admin/all-users`, () => HttpResponse.json({ users: WHOLE_USERS })));
  await exportFrom('/user-management?sort=createdAt&order=desc');
  await waitFor(() => expect(downloads.count()).toBe(1));
  expect((await downloads.saved())[0]?.text).toBe(USERS_CSV);
});
