import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { API } from '@/testing/handlers';
import { renderApp, signedIn } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { expectTextsIn } from '@/testing/ui';

const seconds = (iso: string) => ({ seconds: Date.parse(iso) / 1000, nanoseconds: 0 });

const USERS = [
  {
    id: 'u1',
    fullName: 'Aarav Mehta',
    email: 'aarav.mehta@example.in',
    isAdmin: false,
    createdAt: seconds('2026-03-05T10:00:00Z'),
  },
  {
    id: 'u2',
    name: 'Diya Kapoor',
    email: 'DIYA.K@example.in',
    isAdmin: true,
    role: 'Support Lead',
    createdAt: seconds('2025-12-24T10:00:00Z'),
  },
  {
    id: 'u3',
    fullName: 'Rohan Iyer',
    email: 'rohan@example.in',
    isAdmin: false,
    createdAt: seconds('2026-01-15T10:00:00Z'),
  },
];

function serveUsers(body: JsonBodyType) {
  server.use(http.get(`${API}/admin/all-users`, () => HttpResponse.json(body)));
}

async function renderUsers(route = '/user-management') {
  const view = renderApp({ route, session: signedIn() });
  await screen.findByRole('heading', { name: 'User Management' });
  return view;
}

const dataRows = () => screen.getAllByRole('row').slice(1);

describe('User Management', () => {
  it('shows every column, the Admin badge and Joined from createdAt.seconds', async () => {
    serveUsers({ success: true, users: USERS });
    await renderUsers();
    expect(await screen.findByRole('gridcell', { name: 'Aarav Mehta' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Sr No.', 'Full Name', 'Email', 'Admin', 'Joined']);

    const diya = screen.getByRole('row', { name: /Diya Kapoor/ });
    expect(within(diya).getByText('Yes').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'green',
    );
    expect(within(diya).getByText('Dec 24, 2025')).toBeInTheDocument();
    const aarav = screen.getByRole('row', { name: /Aarav Mehta/ });
    expect(within(aarav).getByText('No').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'grey',
    );
    expect(within(aarav).getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(within(aarav).getByRole('gridcell', { name: '1' })).toBeInTheDocument();
  });

  it.each([
    ['a plain array', USERS],
    ['{ users }', { users: USERS }],
    ['{ data }', { data: USERS }],
  ])('accepts the users as %s', async (_shape, body) => {
    serveUsers(body);
    await renderUsers();
    expect(await screen.findByRole('gridcell', { name: 'Rohan Iyer' })).toBeInTheDocument();
    expect(dataRows()).toHaveLength(3);
  });

  it('searches by name or email, case-insensitively, and keeps the search in the URL', async () => {
    serveUsers({ users: USERS });
    const { user, router } = await renderUsers();
    await screen.findByRole('gridcell', { name: 'Aarav Mehta' });

    await user.type(screen.getByPlaceholderText('Search user...'), 'diya.k@');
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(screen.getByRole('row', { name: /Diya Kapoor/ })).toBeInTheDocument();
    // A list loaded whole writes each key to the URL, and shows the rows the URL names.
    expect(router.state.location.search).toBe('?q=diya.k%40');

    await user.clear(screen.getByPlaceholderText('Search user...'));
    await user.type(screen.getByPlaceholderText('Search user...'), 'ROHAN');
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(screen.getByRole('row', { name: /Rohan Iyer/ })).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search user...'), ' nobody');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('starts with the search from the URL', async () => {
    serveUsers({ users: USERS });
    await renderUsers('/user-management?q=aarav');
    expect(await screen.findByRole('gridcell', { name: 'Aarav Mehta' })).toBeInTheDocument();
    expect(dataRows()).toHaveLength(1);
    expect(screen.getByPlaceholderText('Search user...')).toHaveValue('aarav');
  });

  it("shows 'No users found' for an empty list", async () => {
    serveUsers({ success: true, users: [] });
    await renderUsers();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('only logs a failed fetch and shows the empty list', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${API}/admin/all-users`, () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    await renderUsers();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        'Error fetching users:',
        expect.objectContaining({ status: 500 }),
      ),
    );
    errors.mockRestore();
  });

  it('shows the highlighted card of the user whose row is selected, named in the URL', async () => {
    serveUsers({ users: USERS });
    const { user, router } = await renderUsers();
    await user.click(await screen.findByRole('gridcell', { name: 'Diya Kapoor' }));
    const card = screen.getByRole('region', { name: 'Selected user' });
    expectTextsIn(card, ['Diya Kapoor', 'DIYA.K@example.in', 'Support Lead']);
    expect(router.state.location.search).toBe('?selected=u2');
    // A new search that leaves the user out keeps the card of the row clicked.
    await user.type(screen.getByPlaceholderText('Search user...'), 'rohan');
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(screen.getByRole('region', { name: 'Selected user' })).toHaveTextContent('Diya Kapoor');
    await user.click(within(card).getByRole('button', { name: 'Close selected user' }));
    expect(screen.queryByRole('region', { name: 'Selected user' })).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?q=rohan'));
  });

  it('selects a user by the keyboard alone: Enter on a row, as a click on it', async () => {
    serveUsers({ users: USERS });
    const { user, router } = await renderUsers();
    await screen.findByRole('gridcell', { name: 'Aarav Mehta' });
    // Into the grid by Tab from the search, then by the arrows from its header to the 2nd row.
    const grid = screen.getByRole('grid', { name: 'Users' });
    act(() => screen.getByPlaceholderText('Search user...').focus());
    for (let tabs = 0; tabs < 10 && !grid.contains(document.activeElement); tabs++) {
      await user.tab();
    }
    expect(document.activeElement).toHaveAttribute('role', 'columnheader');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const card = screen.getByRole('region', { name: 'Selected user' });
    expect(within(card).getByText('Diya Kapoor')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?selected=u2');
  });

  it('opens the card of the user a link selects', async () => {
    serveUsers({ users: USERS });
    await renderUsers('/user-management?q=rohan%40example.in&selected=u3');
    const card = await screen.findByRole('region', { name: 'Selected user' });
    expect(within(card).getByText('Rohan Iyer')).toBeInTheDocument();
    expect(dataRows()).toHaveLength(1);
  });

  it('filters by the Admin choice in the toolbar, as the server filters, with a chip', async () => {
    serveUsers({ users: USERS });
    const { user, router } = await renderUsers();
    await screen.findByRole('gridcell', { name: 'Aarav Mehta' });
    await user.click(screen.getByRole('combobox', { name: 'Admin' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(screen.getByRole('row', { name: /Diya Kapoor/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?admin=Yes');
    expect(screen.getByRole('button', { name: 'Admin is Yes' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Admin' })).toHaveTextContent('Yes');
  });

  it('calls all-users once, with the admin token', async () => {
    const calls: (string | null)[] = [];
    server.use(
      http.get(`${API}/admin/all-users`, ({ request }) => {
        calls.push(request.headers.get('Authorization'));
        return HttpResponse.json({ users: USERS });
      }),
    );
    await renderUsers();
    await screen.findByRole('gridcell', { name: 'Aarav Mehta' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^Bearer ey/);
  });
});
