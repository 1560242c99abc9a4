/**
 * A one-time password past its time signs in on no path (docs/api.md#admin-accounts): the
 * passkey's and the second-factor code's refuse it as the password's does, with the same 401,
 * and record no sign-in. The test sets the stored moment back rather than waiting.
 */
import { ONE_TIME_PASSWORD_HOURS } from '../src/repositories/admins';
import { useSignedInApp } from './support/lifecycle';
import { addedPasskey, signInWithPasskey } from './support/passkeyKeys';
import { as, memberOnOwnPassword } from './support/team';
import { answer, failure } from './support/testApp';
import { totpCode } from './support/totpCodes';

const server = useSignedInApp();
const EXPIRED = 'Your one-time password has expired. Ask a Super Admin to reset it.';

const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });

const lastSignIn = async (id: number) =>
  (
    await server.db.query<{ at: string | null }>(
      'SELECT last_sign_in_at::text AS at FROM admins WHERE id = $1',
      [id],
    )
  )[0]?.at;

it('refuses a passkey and a code of an account whose one-time password has expired', async () => {
  const email = 'meera@shop.example';
  const meera = await memberOnOwnPassword(server, 'Meera Nair', email);
  const member = as(server.app, meera.token);
  const key = await addedPasskey(member);
  const { secret } = (await member('POST', '/admin/profile/two-factor')).json<{ secret: string }>();
  const on = await member('PUT', '/admin/profile/two-factor', {
    code: totpCode(secret, Date.now()),
  });
  expect(on.statusCode).toBe(200);

  const reset = await server.call('POST', `/admin/admins/${meera.account.id}/reset-password`);
  const { oneTimePassword } = reset.json<{ oneTimePassword: string }>();
  const password = await post('/admin/admin-login', { email, password: oneTimePassword });
  const { challenge } = password.json<{ challenge: string }>();
  expect(challenge).toEqual(expect.any(String));
  await server.db.write(
    `UPDATE admins SET one_time_password_given_at = now() - $2 * interval '1 hour'
      WHERE id = $1`,
    [meera.account.id, ONE_TIME_PASSWORD_HOURS + 1],
  );
  const signedInAt = await lastSignIn(meera.account.id);

  const expired = { status: 401, body: failure({ success: false, message: EXPIRED }) };
  expect(answer(await signInWithPasskey(server.app, key))).toEqual(expired);
  // The next step's code: the set-up took the current one.
  const code = totpCode(secret, Date.now() + 30_000);
  expect(answer(await post('/admin/admin-login/second-factor', { challenge, code }))).toEqual(
    expired,
  );
  expect(answer(await post('/admin/admin-login', { email, password: oneTimePassword }))).toEqual(
    expired,
  );
  expect(await lastSignIn(meera.account.id)).toBe(signedInAt);
  const [used] = await server.db.query<{ lastUsedAt: string | null }>(
    'SELECT last_used_at AS "lastUsedAt" FROM admin_passkeys WHERE admin_id = $1',
    [meera.account.id],
  );
  expect(used).toEqual({ lastUsedAt: null });
});
