import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { profileApi } from '@/api/profile';
import { API } from '@/testing/handlers';
import { openProfileCard } from '@/testing/profileCard';
import { signedIn } from '@/testing/renderApp';
import { serveProfile, serverProfile, withServerScreens } from '@/testing/screensMode';
import { server } from '@/testing/server';
import { makeJwt } from '@/testing/tokens';

const TOKEN = makeJwt({ sub: '7' });
const FRESH_TOKEN = makeJwt({ sub: '7', fresh: true });
const CURRENT = 'my-current-password';

/** The reference server's own-account calls; records each admin call's path and token. */
function serveOwnAccount() {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    const authorization = request.headers.get('Authorization');
    if (pathname.startsWith('/admin/')) asked.push(`${pathname} ${authorization}`);
  });
  server.use(
    http.put(`${API}/admin/profile/password`, async ({ request }) => {
      const { currentPassword, newPassword } = (await request.json()) as Record<string, string>;
      if (currentPassword !== CURRENT) {
        return HttpResponse.json(
          { success: false, message: 'Current password is incorrect.' },
          { status: 400 },
        );
      }
      if (newPassword === CURRENT) {
        return HttpResponse.json(
          { success: false, message: 'New password must differ from the current one.' },
          { status: 400 },
        );
      }
      return HttpResponse.json({ success: true, message: 'Password changed.', token: FRESH_TOKEN });
    }),
    http.post(`${API}/admin/profile/end-other-sessions`, () =>
      HttpResponse.json({
        success: true,
        message: 'Signed out of every other session.',
        token: FRESH_TOKEN,
      }),
    ),
  );
  return asked;
}

/** The dashboard asks for the profile again: with the token the session holds now. */
async function profileAskedAgainWith(user: UserEvent, asked: string[], token: string) {
  await user.click(screen.getByRole('link', { name: 'Dashboard' }));
  await waitFor(() => expect(asked.at(-1)).toBe(`/admin/profile Bearer ${token}`));
}

async function openCard() {
  serveProfile(serverProfile('Admin'));
  return openProfileCard(signedIn({ jwtToken: TOKEN }));
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

afterEach(() => server.events.removeAllListeners());

describe('your own account, on the reference server', () => {
  withServerScreens();

  it('changes the password from the profile card, each refusal under its field', async () => {
    const asked = serveOwnAccount();
    const { user, card, store } = await openCard();
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    const submit = within(dialog).getByRole('button', { name: 'Change password' });

    await user.type(field(/Current password/), CURRENT);
    await user.type(field(/^New password/), CURRENT);
    await user.type(field(/Confirm new password/), 'something else');
    await user.click(submit);
    expect(field(/Confirm new password/)).toHaveAccessibleDescription('Passwords do not match.');

    await user.clear(field(/Confirm new password/));
    await user.type(field(/Confirm new password/), CURRENT);
    await user.click(submit);
    await waitFor(() =>
      expect(field(/^New password/)).toHaveAccessibleDescription(
        'New password must differ from the current one.',
      ),
    );

    await user.clear(field(/^New password/));
    await user.type(field(/^New password/), 'a-new-password');
    await user.clear(field(/Confirm new password/));
    await user.type(field(/Confirm new password/), 'a-new-password');
    await user.click(submit);
    expect(await screen.findByText('Password changed.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument(),
    );
    expect(store.getState().session.jwtToken).toBe(FRESH_TOKEN);
    expect(asked).toContain(`/admin/profile/password Bearer ${TOKEN}`);
    await profileAskedAgainWith(user, asked, FRESH_TOKEN);
  });

  it('shows a wrong current password under its field, and Cancel empties the form', async () => {
    serveOwnAccount();
    const { user, card } = await openCard();
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(field(/Current password/), 'not-it');
    await user.type(field(/^New password/), 'a-new-password');
    await user.type(field(/Confirm new password/), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(field(/Current password/)).toHaveAccessibleDescription(
        'Current password is incorrect.',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Open profile' }));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByLabelText(/Current password/, { selector: 'input' })).toHaveValue('');
  });

  it('signs out of other sessions, goes on with the fresh token and says so', async () => {
    const asked = serveOwnAccount();
    const { user, card, store } = await openCard();
    await user.click(within(card).getByRole('button', { name: 'Sign out of other sessions' }));
    expect(await screen.findByText('Signed out of every other session.')).toBeInTheDocument();
    expect(store.getState().session.jwtToken).toBe(FRESH_TOKEN);
    expect(asked).toContain(`/admin/profile/end-other-sessions Bearer ${TOKEN}`);
    await profileAskedAgainWith(user, asked, FRESH_TOKEN);
  });

  it('goes on when a request asked with the old token is refused after the fresh one came', async () => {
    let refuse = () => undefined as void;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    const asked = serveOwnAccount();
    const { user, store } = await openCard();
    // The dashboard asks for the profile again with the old token: refused once the fresh one
    // is in place.
    server.use(
      http.get(`${API}/admin/profile`, async () => {
        await refused;
        return HttpResponse.json({ success: false, message: 'Token revoked.' }, { status: 401 });
      }),
    );
    const askedBefore = asked.length;
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() =>
      expect(asked.slice(askedBefore)).toContain(`/admin/profile Bearer ${TOKEN}`),
    );
    await user.click(screen.getByRole('button', { name: 'Open profile' }));
    await user.click(screen.getByRole('button', { name: 'Sign out of other sessions' }));
    expect(await screen.findByText('Signed out of every other session.')).toBeInTheDocument();
    refuse();
    await waitFor(() =>
      expect(profileApi.endpoints.getProfile.select()(store.getState()).isError).toBe(true),
    );
    expect(screen.queryByText('Authentication required. Please login again.')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Admin Login' })).toBeNull();
    expect(store.getState().session.jwtToken).toBe(FRESH_TOKEN);
  });

  it("says the server's refusal when the sessions cannot be ended", async () => {
    server.use(
      http.post(`${API}/admin/profile/end-other-sessions`, () =>
        HttpResponse.json(
          { success: false, message: 'Set your own password first.' },
          { status: 403 },
        ),
      ),
    );
    const { user, card, store } = await openCard();
    await user.click(within(card).getByRole('button', { name: 'Sign out of other sessions' }));
    expect(await screen.findByText('Set your own password first.')).toBeInTheDocument();
    expect(store.getState().session.jwtToken).toBe(TOKEN);
  });
});

describe('your own account, against the requirements’ backend (screens in the tab)', () => {
  it('is not on the profile card', async () => {
    const { card } = await openCard();
    expect(within(card).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: 'Sign out of other sessions' }),
    ).not.toBeInTheDocument();
  });
});
