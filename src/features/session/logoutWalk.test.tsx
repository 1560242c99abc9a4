/**
 * After Logout the tab keeps no token (docs/decisions.md#how-a-session-ends): the sign-in and
 * logout walk, again and again, in the requirements' setting (whole lists, Admin Management in
 * the tab) and on the reference server. Each logout is made while replies of the ending session
 * are still on their way (its profile; on the reference server a fresh token from "Sign out of
 * other sessions"), and the tab is read, every key of it, as the login page shows, then again
 * once redux-persist has written the session after the end.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AppConfig } from '@/lib/config';
import { API, TEST_ADMIN } from '@/testing/handlers';
import { renderApp } from '@/testing/renderApp';
import { serverProfile } from '@/testing/screensMode';
import { server } from '@/testing/server';
import { makeJwt } from '@/testing/tokens';

const WALKS = 20;

/** Everything the tab's sessionStorage holds, every key and value. */
function sessionStorageText(): string {
  return Object.entries(window.sessionStorage)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('\n');
}

/**
 * Replies held back, as a slow network would, until the test opens the gate; `close` holds the
 * next ones. `asked` counts the requests that reached the server, held or not.
 */
function replyGate() {
  let open = () => undefined as void;
  let opened = Promise.resolve();
  const asked = { profile: 0, endOthers: 0 };
  return {
    asked,
    wait: () => opened,
    open: () => open(),
    close: () => {
      opened = new Promise<void>((resolve) => (open = resolve));
    },
  };
}

/** The backend of the walk: every admin token it hands out is recorded, its replies gated. */
function serveWalk() {
  const issued: string[] = [];
  const gate = replyGate();
  const issue = (claims: Record<string, unknown>) => {
    const token = makeJwt({ jti: String(issued.length), ...claims });
    issued.push(token);
    return token;
  };
  server.use(
    http.post(`${API}/admin/admin-login`, () =>
      HttpResponse.json({ status: true, token: issue({}), message: 'Login successful.' }),
    ),
    http.get(`${API}/admin/profile`, async () => {
      gate.asked.profile++;
      await gate.wait();
      return HttpResponse.json(serverProfile('Super Admin'));
    }),
    http.post(`${API}/admin/profile/end-other-sessions`, async () => {
      gate.asked.endOthers++;
      await gate.wait();
      const token = issue({ fresh: true });
      return HttpResponse.json({ success: true, message: 'Signed out.', token });
    }),
    // The reference server's dashboard numbers: none, quietly (not what this test is about).
    http.get(`${API}/admin/stats`, () => HttpResponse.json({}, { status: 404 })),
  );
  return { issued, gate };
}

type Walk = ReturnType<typeof renderApp>;

/** Signs in through the form; pasted rather than typed, which twenty rounds would make slow. */
async function signIn({ user }: Walk) {
  await user.click(await screen.findByLabelText('Email'));
  await user.paste(TEST_ADMIN.email);
  await user.click(screen.getByLabelText('Password'));
  await user.paste(TEST_ADMIN.password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByRole('navigation', { name: 'Main' });
}

type Gate = ReturnType<typeof replyGate>;

/**
 * Logout from the sidebar, or from the top bar's card, there first asking to end the other
 * sessions (on the reference server) and not waiting for the answer.
 */
async function logOut({ user }: Walk, gate: Gate, fromTopBar: boolean) {
  if (!fromTopBar) {
    // The top bar's card is closed: the sidebar's is the one Logout on screen.
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    return;
  }
  await user.click(screen.getByRole('button', { name: 'Open profile' }));
  const card = screen.getByRole('dialog', { name: 'Profile' });
  const endOthers = within(card).queryByRole('button', { name: 'Sign out of other sessions' });
  if (endOthers) {
    const asked = gate.asked.endOthers;
    await user.click(endOthers);
    await waitFor(() => expect(gate.asked.endOthers).toBe(asked + 1));
  }
  await user.click(within(card).getByRole('button', { name: 'Logout' }));
}

/** What must not be in the tab once signed out: any token handed out, or the admin's profile. */
function expectNothingOfTheSession(issued: string[]) {
  const stored = sessionStorageText();
  for (const token of issued) expect(stored).not.toContain(token);
  expect(stored).not.toContain(TEST_ADMIN.email);
}

/** Lets every reply and timer already due run, then redux-persist write what is still pending. */
async function afterPendingWork({ persistor }: Walk) {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await act(() => persistor.flush());
}

const SETTINGS: Array<Pick<AppConfig, 'lists' | 'screens'>> = [
  { lists: 'client', screens: 'tab' },
  { lists: 'server', screens: 'server' },
];

describe.each(SETTINGS)('Logout with lists: $lists, screens: $screens', (setting) => {
  beforeEach(() => {
    window.__BACKOFFICE_CONFIG__ = { ...setting };
  });
  afterEach(() => {
    delete window.__BACKOFFICE_CONFIG__;
  });

  it(`leaves no token in the tab, ${WALKS} walks in a row`, async () => {
    const { issued, gate } = serveWalk();
    const walk = renderApp({ route: '/admin-login' });
    for (let round = 0; round < WALKS; round++) {
      gate.close();
      const profilesAsked = gate.asked.profile;
      await signIn(walk);
      await waitFor(() => expect(gate.asked.profile).toBeGreaterThan(profilesAsked));
      await logOut(walk, gate, round % 2 === 1);
      expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeVisible();
      expectNothingOfTheSession(issued);

      // The ended session's replies arrive; the tab, wiped, is written again as at start-up.
      gate.open();
      await waitFor(() => expect(sessionStorageText()).toContain('airlo-token'));
      await afterPendingWork(walk);
      expectNothingOfTheSession(issued);
      expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
      expect(walk.store.getState().session.jwtToken).toBeNull();
    }
    // Twenty walks of the whole app in jsdom, on a machine shared with other suites.
  }, 240_000);
});
