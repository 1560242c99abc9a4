/**
 * A retired administrator is retired (docs/security.md): a restart with another
 * ADMIN_EMAIL on the same data disables the administrator the former one named. Its sign-in is
 * refused as a wrong password is, and its tokens as an ended session's are; a restart with the
 * former e-mail again enables it, but the sessions ended stay ended.
 */
import type { AdminSeed } from '../../src/config';
import { reportFigure } from '../support/figures';
import { useAppPerTest } from '../support/lifecycle';
import { ADMIN, bearer, failure, login, profileOf, seedAdmin } from '../support/testApp';

const server = useAppPerTest();

const SUCCESSOR = {
  email: 'successor@example.com',
  name: 'Successor',
  password: 'the successor password',
};

/** What the server does at start: the administrator from ADMIN_EMAIL / ADMIN_PASSWORD. */
const restartAs = (admin: AdminSeed) => seedAdmin(server.db, admin);

const profileWith = (token: string) =>
  server.app.inject({ method: 'GET', url: '/admin/profile', headers: bearer(token) });

const signIn = ({ email, password }: { email: string; password: string }) =>
  server.app.inject({ method: 'POST', url: '/admin/admin-login', payload: { email, password } });

const AUTH_REQUIRED = failure({
  success: false,
  message: 'Authentication required. Please login again.',
});
const INVALID_CREDENTIALS = failure({ status: false, message: 'Invalid credentials.' });

// Tokens carry their signing time in whole seconds: one signed in the second of the retirement
// would be taken for one signed after it once the administrator is enabled again.
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

it('refuses the former administrator once ADMIN_EMAIL names another, and takes it back when it returns', async () => {
  const former = await login(server.app);
  await nextSecond();
  await restartAs(SUCCESSOR);

  const refused = await profileWith(former);
  expect(refused.statusCode).toBe(401);
  expect(refused.json()).toEqual(AUTH_REQUIRED);
  const formerSignIn = await signIn(ADMIN);
  expect(formerSignIn.statusCode).toBe(401);
  expect(formerSignIn.json()).toEqual(INVALID_CREDENTIALS);

  const successor = await login(server.app, SUCCESSOR);
  const theirs = await profileWith(successor);
  expect(theirs.statusCode).toBe(200);
  expect(theirs.json()).toEqual(profileOf(expect.any(Number), SUCCESSOR));

  await nextSecond();
  await restartAs(ADMIN);

  expect((await profileWith(await login(server.app))).statusCode).toBe(200);
  // Enabled again, but what was ended stays ended: the token from before the retirement too.
  expect((await profileWith(former)).statusCode).toBe(401);
  expect((await profileWith(successor)).statusCode).toBe(401);
  expect((await signIn(SUCCESSOR)).json()).toEqual(INVALID_CREDENTIALS);
  reportFigure(
    "admins: a restart with another ADMIN_EMAIL refused the former administrator's sign-in and token (401); its return enabled it again, its old token still refused",
  );
});
