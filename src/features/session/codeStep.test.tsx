import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TWO_FACTOR_MESSAGES } from '../../../contract/twoFactorRules';
import { API, TEST_ADMIN } from '@/testing/handlers';
import { renderApp } from '@/testing/renderApp';
import { serveProfile, serverProfile, withServerScreens } from '@/testing/screensMode';
import { server } from '@/testing/server';
import { makeJwt } from '@/testing/tokens';

const CHALLENGE = 'the-challenge';
const CODE = '123456';
const RECOVERY_CODE = 'abcde-fghij';
const TOKEN = makeJwt({ sub: '7' });

/**
 * A reference server where the test admin signs in with two factors
 * (docs/api.md#two-factor-sign-in): the password answers a challenge; the code step takes the
 * current code and a recovery code (any case), says a wrong code, an expired challenge and its
 * limit. Records each code step's body.
 */
function serveTwoFactor({ mustSetPassword = false } = {}) {
  const codeSteps: unknown[] = [];
  server.use(
    http.post(`${API}/admin/admin-login`, () =>
      HttpResponse.json({
        status: true,
        message: TWO_FACTOR_MESSAGES.enterCode,
        challenge: CHALLENGE,
      }),
    ),
    http.post(`${API}/admin/admin-login/second-factor`, async ({ request }) => {
      const body = (await request.json()) as { challenge: string; code: string };
      codeSteps.push(body);
      const refuse = (message: string, status = 401) =>
        HttpResponse.json({ status: false, message }, { status });
      if (body.code === '999999')
        return refuse('Too many code attempts. Please try again in 42 seconds.', 429);
      if (body.code === '555555') return refuse(TWO_FACTOR_MESSAGES.challengeEnded);
      if (body.code !== CODE && body.code.toLowerCase() !== RECOVERY_CODE) {
        return refuse(TWO_FACTOR_MESSAGES.wrongCode);
      }
      return HttpResponse.json({
        status: true,
        token: TOKEN,
        message: 'Login successful.',
        mustSetPassword,
      });
    }),
  );
  serveProfile(serverProfile('Admin', { twoFactor: true, mustSetPassword }));
  return codeSteps;
}

async function passwordStep() {
  const view = renderApp({ route: '/admin-login' });
  await view.user.type(await screen.findByLabelText('Email'), TEST_ADMIN.email);
  await view.user.type(screen.getByLabelText('Password'), TEST_ADMIN.password);
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText(TWO_FACTOR_MESSAGES.enterCode)).toBeInTheDocument();
  return view;
}

const codeField = () => screen.getByRole('textbox', { name: 'Code' });

async function verify(user: ReturnType<typeof renderApp>['user'], code: string) {
  await user.clear(codeField());
  await user.type(codeField(), code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('two-factor sign-in, on the reference server', () => {
  withServerScreens();

  it('asks for the code after the password, then signs in with it as with a password', async () => {
    const codeSteps = serveTwoFactor();
    const { user, store, router } = await passwordStep();
    expect(store.getState().session.jwtToken).toBeNull();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(codeField()).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.codeRequired);
    await verify(user, ` ${CODE} `);
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-dashboard');
    expect(store.getState().session.jwtToken).toBe(TOKEN);
    expect(codeSteps).toEqual([{ challenge: CHALLENGE, code: CODE }]);
  });

  it('says a wrong code and the limit under the field, and stays on the step', async () => {
    serveTwoFactor();
    const { user, store } = await passwordStep();
    await verify(user, '000000');
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.wrongCode),
    );
    await verify(user, '999999');
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(
        'Too many code attempts. Please try again in 42 seconds.',
      ),
    );
    expect(store.getState().session.jwtToken).toBeNull();
  });

  it('goes back to the password, saying so, when the sign-in has expired; Back goes there too', async () => {
    serveTwoFactor();
    const { user } = await passwordStep();
    await verify(user, '555555');
    expect(await screen.findByRole('alert')).toHaveTextContent(TWO_FACTOR_MESSAGES.challengeEnded);
    expect(screen.getByLabelText('Email')).toHaveValue(TEST_ADMIN.email);
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a recovery code in place of a code', async () => {
    const codeSteps = serveTwoFactor();
    const { user, store } = await passwordStep();
    await verify(user, RECOVERY_CODE.toUpperCase());
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    expect(store.getState().session.jwtToken).toBe(TOKEN);
    expect(codeSteps).toEqual([{ challenge: CHALLENGE, code: 'ABCDE-FGHIJ' }]);
  });

  it('goes on to Set your password where the one-time password is still to be replaced', async () => {
    serveTwoFactor({ mustSetPassword: true });
    const { user, router } = await passwordStep();
    await verify(user, CODE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set your password' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/set-password');
  });
});
