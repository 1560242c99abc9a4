import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TWO_FACTOR_MESSAGES } from '../contract/twoFactorRules';
import { API, TEST_ADMIN } from '@/testing/handlers';
import { server } from '@/testing/server';
import { signInAs, withSignInFirstPage } from '@/testing/signInFirst';
import { makeJwt } from '@/testing/tokens';

withSignInFirstPage();

it('the sign-in page shown first asks for the code after the password, then shows the app in its place', async () => {
  server.use(
    http.post(`${API}/admin/admin-login`, () =>
      HttpResponse.json({ status: true, message: TWO_FACTOR_MESSAGES.enterCode, challenge: 'c' }),
    ),
    http.post(`${API}/admin/admin-login/second-factor`, () =>
      HttpResponse.json({ status: true, token: makeJwt(), message: 'Login successful.' }),
    ),
  );
  await signInAs(TEST_ADMIN.password);
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(
    await screen.findByRole('heading', { name: `Welcome back, ${TEST_ADMIN.name}!` }),
  ).toBeInTheDocument();
  expect(window.location.pathname).toBe('/admin-dashboard');
  expect(screen.queryByRole('heading', { name: 'Admin Login' })).not.toBeInTheDocument();
});
