/**
 * The code step of a sign-in ends with the sessions (docs/api.md#two-factor-sign-in): a
 * challenge answered to a password before the account's password changed, or before its
 * sessions were ended, no longer begins a session, as a token signed before then is refused by
 * the guard. Recovery codes stand in for the authenticator's, which a step takes only once.
 */
import { TWO_FACTOR_MESSAGES } from '../../contract/twoFactor';
import { useSignedInApp } from './support/lifecycle';
import { as, memberOnOwnPassword, OWN_PASSWORD, type Member } from './support/team';
import { answer, failure } from './support/testApp';
import { totpCode } from './support/totpCodes';

const server = useSignedInApp();
const EMAIL = 'meera@shop.example';
const ENDED = {
  status: 401,
  body: failure({ status: false, message: TWO_FACTOR_MESSAGES.challengeEnded }),
};

const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });

const challengeOf = async (password: string) => {
  const step = await post('/admin/admin-login', { email: EMAIL, password });
  const { challenge } = step.json<{ challenge?: string }>();
  if (!challenge) throw new Error(`no challenge: ${step.body}`);
  return challenge;
};

const codeStep = (challenge: string, code: string) =>
  post('/admin/admin-login/second-factor', { challenge, code });

/** What a sign-in writes: the account's last sign-in and its trail's sign-in entries. */
const signIns = async (id: number) =>
  (
    await server.db.query<{ at: string | null; entries: number }>(
      `SELECT last_sign_in_at::text AS at,
              (SELECT count(*)::int FROM activity
                WHERE admin_id = $1 AND entity = 'session' AND action = 'sign-in') AS entries
         FROM admins WHERE id = $1`,
      [id],
    )
  )[0];

let meera: Member;
let recoveryCodes: string[] = [];

beforeAll(async () => {
  meera = await memberOnOwnPassword(server, 'Meera Nair', EMAIL);
  const member = as(server.app, meera.token);
  const { secret } = (await member('POST', '/admin/profile/two-factor')).json<{ secret: string }>();
  const on = await member('PUT', '/admin/profile/two-factor', {
    code: totpCode(secret, Date.now()),
  });
  ({ recoveryCodes } = on.json<{ recoveryCodes: string[] }>());
});

it('refuses a challenge from before the account’s own password change, and takes no code', async () => {
  const [code = ''] = recoveryCodes;
  const challenge = await challengeOf(OWN_PASSWORD);
  const changed = await as(server.app, meera.token)('PUT', '/admin/profile/password', {
    currentPassword: OWN_PASSWORD,
    newPassword: 'another password of mine',
  });
  expect(changed.statusCode).toBe(200);
  meera = { ...meera, token: changed.json<{ token: string }>().token };
  const before = await signIns(meera.account.id);

  expect(answer(await codeStep(challenge, code))).toEqual(ENDED);
  expect(await signIns(meera.account.id)).toEqual(before);

  // The new password's challenge signs in, with the very recovery code the stale one was sent.
  const fresh = await codeStep(await challengeOf('another password of mine'), code);
  expect(fresh.json()).toMatchObject({ status: true, message: 'Login successful.' });
});

it('refuses a challenge from before a Super Admin’s password reset', async () => {
  const [, code = ''] = recoveryCodes;
  const challenge = await challengeOf('another password of mine');
  const reset = await server.call('POST', `/admin/admins/${meera.account.id}/reset-password`);
  expect(reset.statusCode).toBe(200);
  const before = await signIns(meera.account.id);

  expect(answer(await codeStep(challenge, code))).toEqual(ENDED);
  expect(await signIns(meera.account.id)).toEqual(before);
});

it('refuses a challenge from before the end of the account’s sessions', async () => {
  const [, , code = '', next = ''] = recoveryCodes;
  const { oneTimePassword } = (
    await server.call('POST', `/admin/admins/${meera.account.id}/reset-password`)
  ).json<{ oneTimePassword: string }>();
  const signedIn = await codeStep(await challengeOf(oneTimePassword), code);
  const own = await as(server.app, signedIn.json<{ token: string }>().token)(
    'PUT',
    '/admin/profile/password',
    { currentPassword: oneTimePassword, newPassword: OWN_PASSWORD },
  );
  expect(own.statusCode).toBe(200);
  const challenge = await challengeOf(OWN_PASSWORD);
  const ended = await as(server.app, own.json<{ token: string }>().token)(
    'POST',
    '/admin/profile/end-other-sessions',
  );
  expect(ended.statusCode).toBe(200);
  const before = await signIns(meera.account.id);

  expect(answer(await codeStep(challenge, next))).toEqual(ENDED);
  expect(await signIns(meera.account.id)).toEqual(before);
});
