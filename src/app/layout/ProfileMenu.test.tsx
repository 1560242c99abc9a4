import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TWO_FACTOR_MESSAGES } from '../../../contract/twoFactorRules';
import { API } from '@/testing/handlers';
import { openProfileCard } from '@/testing/profileCard';
import { renderApp, signedIn } from '@/testing/renderApp';
import { serveProfile, serverProfile, withServerScreens } from '@/testing/screensMode';
import { server } from '@/testing/server';

/** A signed-in admin on User Management, the profile card opened by Enter on its button. */
async function openByKeyboard() {
  const view = renderApp({ route: '/user-management', session: signedIn() });
  const opener = await screen.findByRole('button', { name: 'Open profile' });
  act(() => opener.focus());
  await view.user.keyboard('{Enter}');
  return { ...view, opener, card: screen.getByRole('dialog', { name: 'Profile' }) };
}

const cardClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'Profile' })).not.toBeInTheDocument());

describe('the profile card, by the keyboard', () => {
  it('opens with the focus in it; Escape closes it, the focus back on its button', async () => {
    const { user, opener, card } = await openByKeyboard();
    expect(within(card).getByRole('button', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await cardClosed();
    expect(opener).toHaveFocus();
  });

  it('comes next to its button in the Tab order, and closes once Tab leaves it', async () => {
    const { user, opener, card } = await openByKeyboard();
    await user.tab({ shift: true });
    expect(opener).toHaveFocus();
    await user.tab();
    expect(within(card).getByRole('button', { name: 'Logout' })).toHaveFocus();
    await user.tab();
    await cardClosed();
    expect(document.activeElement).not.toBe(document.body);
  });
});

describe("the profile card's dialogs, on the reference server", () => {
  withServerScreens();

  it.each(['Change password', 'Two-factor authentication', 'Passkeys'])(
    'hand the focus back to the profile button once %s closes',
    async (name) => {
      serveProfile(serverProfile('Admin'));
      // What the dialogs ask for as they open: no passkeys, two-factor sign-in already on.
      server.use(
        http.get(`${API}/admin/profile/passkeys`, () =>
          HttpResponse.json({ success: true, message: 'Passkeys retrieved.', data: [] }),
        ),
        http.post(`${API}/admin/profile/two-factor`, () =>
          HttpResponse.json(
            { success: false, message: TWO_FACTOR_MESSAGES.alreadyOn },
            { status: 409 },
          ),
        ),
      );
      const { user, card } = await openProfileCard();
      await user.click(within(card).getByRole('button', { name }));
      await screen.findByRole('dialog', { name });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Open profile' })).toHaveFocus();
    },
  );
});
