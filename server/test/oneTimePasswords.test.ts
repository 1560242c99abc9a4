/**
 * A one-time password ends ONE_TIME_PASSWORD_HOURS after it was given (docs/api.md#admin-accounts):
 * signing in with it then answers 401 saying so, setting one's own with it is refused, and a
 * reset by a Super Admin gives a new one, for as long again. The test sets the stored moment back
 * rather than waiting.
 */
import { ONE_TIME_PASSWORD_HOURS } from '../src/repositories/admins';
import { useSignedInApp } from './support/lifecycle';
import { addMember, as, OWN_PASSWORD } from './support/team';
import { answer, badRequest, failure, login } from './support/testApp';

const server = useSignedInApp();
const superAdmin = () => as(server.app, server.token);

const EXPIRED = 'Your one-time password has expired. Ask a Super Admin to reset it.';

/** Moves the moment the account's one-time password was given back by `hours` and `minutes`. */
async function givenAgo(id: number, hours: number, minutes: number): Promise<void> {
  await server.db.write(
    `UPDATE admins
        SET one_time_password_given_at = now() - $2 * interval '1 hour' - $3 * interval '1 minute'
      WHERE id = $1`,
    [id, hours, minutes],
  );
}

const signIn = (email: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/admin/admin-login', payload: { email, password } });

it('signs in with a one-time password until its time is up, then says it has expired', async () => {
  const email = 'late@example.com';
  const { account, oneTimePassword, token } = await addMember(server.app, server.token, {
    name: 'Late Starter',
    email,
    role: 'Admin',
  });
  await givenAgo(account.id, ONE_TIME_PASSWORD_HOURS - 1, 59);
  expect((await signIn(email, oneTimePassword)).statusCode).toBe(200);

  await givenAgo(account.id, ONE_TIME_PASSWORD_HOURS, 1);
  const expired = await signIn(email, oneTimePassword);
  // No `status` flag: the sign-in page shows the server's message
  // (docs/requirements.md#8-errors-and-messages).
  expect(answer(expired)).toEqual({
    status: 401,
    body: failure({ success: false, message: EXPIRED }),
  });
  // Someone without the password learns nothing of it.
  expect((await signIn(email, 'not the password')).json()).toMatchObject({
    message: 'Invalid credentials.',
  });
  // A session opened with it before cannot set a password of its own with it either.
  const set = await as(server.app, token)('PUT', '/admin/profile/password', {
    currentPassword: oneTimePassword,
    newPassword: OWN_PASSWORD,
  });
  expect(answer(set)).toEqual({ status: 400, body: badRequest(EXPIRED) });
});

it('gives a new one-time password for a new stretch at a reset', async () => {
  const email = 'reset@example.com';
  const { account, oneTimePassword } = await addMember(server.app, server.token, {
    name: 'Reset Later',
    email,
    role: 'Admin',
  });
  await givenAgo(account.id, ONE_TIME_PASSWORD_HOURS, 1);
  expect((await signIn(email, oneTimePassword)).statusCode).toBe(401);

  const reset = await superAdmin()('POST', `/admin/admins/${account.id}/reset-password`);
  const fresh = reset.json<{ oneTimePassword: string }>().oneTimePassword;
  expect((await signIn(email, fresh)).statusCode).toBe(200);
  await givenAgo(account.id, ONE_TIME_PASSWORD_HOURS - 1, 59);
  const token = await login(server.app, { email, password: fresh });
  const set = await as(server.app, token)('PUT', '/admin/profile/password', {
    currentPassword: fresh,
    newPassword: OWN_PASSWORD,
  });
  expect(set.statusCode).toBe(200);

  // A password of one's own does not expire.
  await givenAgo(account.id, ONE_TIME_PASSWORD_HOURS, 1);
  expect((await signIn(email, OWN_PASSWORD)).statusCode).toBe(200);
});
