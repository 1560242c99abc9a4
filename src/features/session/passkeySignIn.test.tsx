import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PASSKEY_MESSAGES } from '../../../contract/passkeyRules';
import { API } from '@/testing/handlers';
import { renderApp } from '@/testing/renderApp';
import { serveProfile, serverProfile, withServerScreens } from '@/testing/screensMode';
import { server } from '@/testing/server';
import { makeJwt } from '@/testing/tokens';
import { PROMPT_FAILED } from './passkeyPrompts';

// The browser's prompts, in these tests only: jsdom has no WebAuthn (the e2e walk uses
// Chromium's virtual authenticator).
jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn() }));
const browser = jest.requireMock<{ startAuthentication: jest.Mock }>('@simplewebauthn/browser');

const TOKEN = makeJwt({ sub: '7' });
const SIGN_IN_OPTIONS = { challenge: 'sign-in-challenge', rpId: 'localhost' };
const ASSERTION = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };

/** The reference server's passkey sign-in: `answer` its reply to the browser's answer. */
function serveSignIn(
  answer = () =>
    HttpResponse.json({
      status: true,
      token: TOKEN,
      message: 'Login successful.',
      mustSetPassword: false,
    }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/admin/admin-login/passkey/options`, () => HttpResponse.json(SIGN_IN_OPTIONS)),
    http.post(`${API}/admin/admin-login/passkey`, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  serveProfile(serverProfile('Admin'));
  return bodies;
}

async function clickPasskey() {
  const view = renderApp({ route: '/admin-login' });
  await view.user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
  return view;
}

describe('Sign in with a passkey, on the reference server', () => {
  withServerScreens();

  it('asks the browser with the server’s options, then lands as a password’s sign-in does', async () => {
    browser.startAuthentication.mockResolvedValue(ASSERTION);
    const bodies = serveSignIn();
    const { store, router } = await clickPasskey();
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-dashboard');
    expect(store.getState().session.jwtToken).toBe(TOKEN);
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: SIGN_IN_OPTIONS });
    expect(bodies).toEqual([{ response: ASSERTION }]);
  });

  it('shows the server’s refusal and the prompt’s end as the sign-in’s failures', async () => {
    browser.startAuthentication.mockResolvedValue(ASSERTION);
    serveSignIn(() =>
      HttpResponse.json(
        { status: false, message: PASSKEY_MESSAGES.notRecognised },
        { status: 401 },
      ),
    );
    const { user, store } = await clickPasskey();
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_MESSAGES.notRecognised);

    browser.startAuthentication.mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PROMPT_FAILED));
    expect(store.getState().session.jwtToken).toBeNull();
  });
});
