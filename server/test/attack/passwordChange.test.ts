/**
 * Sessions end when the password does (docs/security.md): a restart with a
 * different ADMIN_PASSWORD (the seed at start-up) ends every token signed before it, and a
 * restart with the same one ends none.
 */
import { reportFigure } from '../support/figures';
import { useAppPerTest } from '../support/lifecycle';
import { ADMIN, bearer, failure, login, seedAdmin } from '../support/testApp';

const server = useAppPerTest();

/** What the server does at start: the administrator from ADMIN_EMAIL / ADMIN_PASSWORD. */
const restartWith = (password: string) => seedAdmin(server.db, { ...ADMIN, password });

const profileWith = (token: string) =>
  server.app.inject({ method: 'GET', url: '/admin/profile', headers: bearer(token) });

// Tokens carry their signing time in whole seconds: one signed in the second before a change
// would still be of that second.
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

it('keeps the sessions when the server restarts with the same password', async () => {
  const token = await login(server.app);
  await nextSecond();
  await restartWith(ADMIN.password);
  expect((await profileWith(token)).statusCode).toBe(200);
});

it('ends the sessions signed in before the password changed, and signs in with the new one', async () => {
  const before = await login(server.app);
  await nextSecond();
  await restartWith('a new password after a leak');

  const refused = await profileWith(before);
  expect(refused.statusCode).toBe(401);
  expect(refused.json()).toEqual(
    failure({ success: false, message: 'Authentication required. Please login again.' }),
  );
  const after = await login(server.app, {
    email: ADMIN.email,
    password: 'a new password after a leak',
  });
  expect((await profileWith(after)).statusCode).toBe(200);

  await restartWith(ADMIN.password);
  reportFigure(
    'sessions: a token signed before a password change refused (401), one after it accepted; a restart with the same password ends none',
  );
});
