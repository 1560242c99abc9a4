import { screen, waitFor, within } from '@testing-library/react';
import { serveActivityPage } from '@/testing/activityBackend';
import { renderApp, signedIn } from '@/testing/renderApp';
import { expectTextsIn } from '@/testing/ui';

const OWNER = { id: 1, email: 'owner@shop.in', name: 'Asha Rao' };
const MEERA = { id: 7, email: 'meera@shop.in', name: 'Meera Nair' };

const account = (id: number, at: string, action: string, fields: object) => ({
  id,
  at,
  admin: OWNER,
  action,
  entity: 'admin',
  entityId: '7',
  summary: 'Meera Nair',
  before: null,
  after: null,
  ...fields,
});

/** An account's life in the trail: created, promoted and disabled, its password reset, set. */
const ENTRIES = [
  { ...account(24, '2026-11-21T10:00:00.000Z', 'password-set', {}), admin: MEERA },
  account(23, '2026-11-21T09:40:00.000Z', 'password-reset', {}),
  account(22, '2026-11-21T09:30:00.000Z', 'update', {
    before: { role: 'Admin', disabled: false },
    after: { role: 'Super Admin', disabled: true },
  }),
  account(21, '2026-11-21T09:00:00.000Z', 'create', {
    after: { name: 'Meera Nair', email: 'meera@shop.in', role: 'Admin', disabled: false },
  }),
  {
    ...account(20, '2026-11-21T08:00:00.000Z', 'sessions-ended', {}),
    entity: 'session',
    entityId: null,
    summary: null,
  },
];

async function renderTrail() {
  const asked = serveActivityPage(ENTRIES, [OWNER, MEERA]);
  const view = renderApp({ route: '/activity', session: signedIn() });
  await screen.findByRole('heading', { level: 1, name: 'Activity' });
  return { ...view, asked };
}

const rowOf = (id: number) =>
  screen.getByRole('button', { name: new RegExp(`^View entry ${id}:`) }).closest('[role="row"]');

describe('Activity: admin accounts', () => {
  it('reads account entries in plain words: what was done, to which account, and the fields', async () => {
    await renderTrail();
    const changed = await screen.findByRole('row', { name: /Role: Admin → Super Admin/ });
    expectTextsIn(changed, ['Updated', 'Admin account #7 “Meera Nair”', 'Disabled: No → Yes']);
    expectTextsIn(rowOf(21) as HTMLElement, ['Created', 'Email: meera@shop.in', 'and 2 more']);
    const set = screen.getByRole('row', { name: /Password set/ });
    expectTextsIn(set, ['Meera Nair', 'Admin account #7 “Meera Nair”']);
    expect(screen.getByRole('row', { name: /Password reset/ })).toBeInTheDocument();
    const ended = screen.getByRole('row', { name: /Sessions ended/ });
    expect(within(ended).getByText('Session')).toBeInTheDocument();
  });

  it('filters by admin, by admin accounts and by the account actions', async () => {
    const { user, asked } = await renderTrail();
    await screen.findByRole('row', { name: /Password set/ });

    await user.click(screen.getByRole('combobox', { name: 'Item' }));
    await user.click(await screen.findByRole('option', { name: 'Admin account' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ entity: 'admin' }));

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    const actions = await screen.findByRole('listbox');
    for (const name of ['Password set', 'Password reset', 'Sessions ended']) {
      expect(within(actions).getByRole('option', { name })).toBeInTheDocument();
    }
    await user.click(within(actions).getByRole('option', { name: 'Password reset' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ action: 'password-reset' }));

    await user.click(screen.getByRole('combobox', { name: 'Admin' }));
    await user.click(await screen.findByRole('option', { name: 'Meera Nair' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        page: '1',
        pageSize: '50',
        entity: 'admin',
        action: 'password-reset',
        adminId: '7',
      }),
    );
  });
});
