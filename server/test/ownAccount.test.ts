/**
 * One's own account (docs/api.md#your-own-account): changing the password (current + new) and
 * signing out of every other session. Each answers a fresh token for this session and ends
 * every other at once.
 */
import type { LightMyRequestResponse } from 'fastify';

import { expectTooManyPasswordAttempts } from './support/attemptLimits';
import { useSignedInApp } from './support/lifecycle';
import { accountTrail, as, memberOnOwnPassword, OWN_PASSWORD } from './support/team';
import { answer, badRequest, buildTestApp, login } from './support/testApp';

const server = useSignedInApp();

let emails = 0;
/** A new admin with a password of their own, signed in twice: two sessions. */
async function twoSessions() {
  emails += 1;
  const email = `own${emails}@example.com`;
  const member = await memberOnOwnPassword(server, 'Own Account', email);
  const other = await login(server.app, { email, password: OWN_PASSWORD });
  return { ...member, email, other };
}

const status = async (token: string) =>
  (await as(server.app, token)('GET', '/admin/profile')).statusCode;

/** An answer of `message` with a fresh token: it signs in, `token` and `other` no longer do. */
async function expectFreshTokenOnly(
  response: LightMyRequestResponse,
  message: string,
  { token, other }: { token: string; other: string },
) {
  expect(response.json()).toEqual({ success: true, message, token: expect.any(String) });
  const fresh = response.json<{ token: string }>().token;
  expect([await status(fresh), await status(token), await status(other)]).toEqual([200, 401, 401]);
}

const actionsOf = async (id: number) =>
  (await accountTrail(server.db, id)).map(({ action }) => action);

it('refuses a wrong current password, the same one again, a short one and a long one, changing nothing', async () => {
  const { token, other } = await twoSessions();
  const cases = [
    [
      { currentPassword: 'not mine at all', newPassword: 'a new password' },
      'Current password is incorrect.',
      'currentPassword',
    ],
    [
      { currentPassword: OWN_PASSWORD, newPassword: OWN_PASSWORD },
      'New password must differ from the current one.',
      'newPassword',
    ],
    [
      { currentPassword: OWN_PASSWORD, newPassword: 'short' },
      'Password must be at least 8 characters long.',
      'newPassword',
    ],
    [
      { currentPassword: OWN_PASSWORD, newPassword: 'x'.repeat(1025) },
      'newPassword must be at most 1024 characters long.',
      'newPassword',
    ],
  ] as const;
  for (const [body, message, field] of cases) {
    const response = await as(server.app, token)('PUT', '/admin/profile/password', body);
    expect({ message, ...answer(response) }).toEqual({
      message,
      status: 400,
      body: badRequest(message, field),
    });
  }
  expect([await status(token), await status(other)]).toEqual([200, 200]);
});

it('changes the password: a fresh token for this session, every other ended, the new one signs in', async () => {
  const { token, other, email, account } = await twoSessions();
  const response = await as(server.app, token)('PUT', '/admin/profile/password', {
    currentPassword: OWN_PASSWORD,
    newPassword: 'my second password',
  });
  await expectFreshTokenOnly(response, 'Password changed.', { token, other });
  await expect(login(server.app, { email, password: OWN_PASSWORD })).rejects.toThrow();
  await login(server.app, { email, password: 'my second password' });
  expect(await actionsOf(account.id)).toEqual(['create', 'password-set', 'password-set']);
});

it('signs out of every other session, keeping this one with a fresh token', async () => {
  const { token, other, email, account } = await twoSessions();
  const response = await as(server.app, token)('POST', '/admin/profile/end-other-sessions');
  await expectFreshTokenOnly(response, 'Signed out of every other session.', { token, other });
  // Signing in again is not affected.
  expect(await status(await login(server.app, { email, password: OWN_PASSWORD }))).toBe(200);
  expect((await actionsOf(account.id)).at(-1)).toBe('sessions-ended');
});

it('limits the guesses of the current password per account, through every session and server', async () => {
  const { token, other } = await twoSessions();
  // Setting the account's own password was an attempt too: the count starts here.
  await server.db.exec('TRUNCATE rate_limits');
  // Two servers on one database, each allowing two attempts a minute (LOGIN_RATE_LIMIT).
  const one = buildTestApp(server.db, { loginRateLimit: 2 });
  const two = buildTestApp(server.db, { loginRateLimit: 2 });
  const guess = (app: typeof server.app, session: string, currentPassword = 'a wrong guess') =>
    as(app, session)('PUT', '/admin/profile/password', {
      currentPassword,
      newPassword: 'a new password',
    });
  try {
    expect((await guess(one, token)).statusCode).toBe(400);
    expect((await guess(two, other)).statusCode).toBe(400);
    const refused = await guess(one, other, OWN_PASSWORD);
    expectTooManyPasswordAttempts(refused);
    expect((await guess(two, token, OWN_PASSWORD)).statusCode).toBe(429);
    // Another account's attempts are its own.
    expect((await guess(one, server.token)).statusCode).toBe(400);

    await server.db.exec(`UPDATE rate_limits SET window_ends = now() - interval '1 second'`);
    expect((await guess(two, token, OWN_PASSWORD)).statusCode).toBe(200);
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
});
