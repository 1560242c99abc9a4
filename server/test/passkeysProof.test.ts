/**
 * Adding a passkey asks for the current password, as the password change does
 * (docs/api.md#passkeys): a passkey signs in alone, so a session's token taken from a browser
 * must not be enough to add one. The prompt's options are given only for it, so a wrong or
 * missing password gets no challenge, adds nothing and writes no activity entry, and its guesses
 * count with the password change's. The authenticator is played by the test
 * (softAuthenticator.ts).
 */
import { SET_PASSWORD_FIRST } from '../src/auth/permissions';
import { SIGN_IN_MESSAGES } from '../../contract/accountRules';
import { expectTooManyPasswordAttempts } from './support/attemptLimits';
import { useSignedInApp } from './support/lifecycle';
import { SoftAuthenticator } from './support/softAuthenticator';
import { addMember, as, memberOnOwnPassword, OWN_PASSWORD } from './support/team';
import { ADMIN, answer, badRequest, buildTestApp, failure } from './support/testApp';

const server = useSignedInApp();
const PASSKEYS = '/admin/profile/passkeys';

type Options = { challenge: string; user: { id: string } };

/**
 * As the admin of `token`, on `app`: the prompt's options asked with `proof`, then, if given, a
 * passkey of `key` added with them; answers the refusal of the options, or the addition's.
 */
async function addPasskey(
  token: string,
  key: SoftAuthenticator,
  proof: { currentPassword?: string },
  app = server.app,
) {
  const call = as(app, token);
  const options = await call('POST', `${PASSKEYS}/options`, proof);
  if (options.statusCode !== 200) return options;
  return call('POST', PASSKEYS, { name: 'Phone', response: key.register(options.json<Options>()) });
}

/** The passkeys of admin `id`, and the activity entries of their additions, in the database. */
async function passkeysOf(id: number) {
  const stored = await server.db.query('SELECT id FROM admin_passkeys WHERE admin_id = $1', [id]);
  const entries = await server.db.query(
    "SELECT id FROM activity WHERE admin_id = $1 AND action = 'passkey-added'",
    [id],
  );
  return { stored: stored.length, entries: entries.length };
}

it('adds a passkey only with the current password, refused as the password change refuses it', async () => {
  const member = await memberOnOwnPassword(server, 'Kiran Rao', 'kiran@example.com');
  const { id } = member.account;
  const key = new SoftAuthenticator();
  const { currentPasswordRequired, currentPasswordIncorrect } = SIGN_IN_MESSAGES;
  for (const [proof, message] of [
    [{}, currentPasswordRequired],
    [{ currentPassword: '' }, currentPasswordRequired],
    [{ currentPassword: 'a wrong guess' }, currentPasswordIncorrect],
    [{ currentPassword: ADMIN.password }, currentPasswordIncorrect],
  ] as const) {
    expect(answer(await addPasskey(member.token, key, proof))).toEqual({
      status: 400,
      body: badRequest(message, 'currentPassword'),
    });
  }
  expect(await passkeysOf(id)).toEqual({ stored: 0, entries: 0 });

  const added = await addPasskey(member.token, key, { currentPassword: OWN_PASSWORD });
  expect(added.statusCode).toBe(201);
  expect(await passkeysOf(id)).toEqual({ stored: 1, entries: 1 });
});

it('adds none for an account still on its one-time password: it sets its own first', async () => {
  const newcomer = await addMember(server.app, server.token, {
    name: 'Ravi Iyer',
    email: 'ravi@example.com',
    role: 'Admin',
  });
  const early = await as(server.app, newcomer.token)('POST', `${PASSKEYS}/options`, {
    currentPassword: newcomer.oneTimePassword,
  });
  expect(answer(early)).toEqual({
    status: 403,
    body: failure({ success: false, message: SET_PASSWORD_FIRST }),
  });
  expect(await passkeysOf(newcomer.account.id)).toEqual({ stored: 0, entries: 0 });
});

it("counts a passkey's current passwords with the password change's, per account", async () => {
  const member = await memberOnOwnPassword(server, 'Anita Das', 'anita@example.com');
  const key = new SoftAuthenticator();
  // Setting the account's own password was an attempt too: the count starts here.
  await server.db.exec('TRUNCATE rate_limits');
  const limited = buildTestApp(server.db, { loginRateLimit: 2 });
  const changePassword = (currentPassword: string) =>
    as(limited, member.token)('PUT', '/admin/profile/password', {
      currentPassword,
      newPassword: 'a new password',
    });
  const add = (currentPassword: string) =>
    addPasskey(member.token, key, { currentPassword }, limited);
  try {
    expect((await changePassword('a wrong guess')).statusCode).toBe(400);
    expect((await add('another wrong guess')).statusCode).toBe(400);
    const refused = await add(OWN_PASSWORD);
    expectTooManyPasswordAttempts(refused);
    expect(await passkeysOf(member.account.id)).toEqual({ stored: 0, entries: 0 });
    expect((await changePassword(OWN_PASSWORD)).statusCode).toBe(429);

    await server.db.exec(`UPDATE rate_limits SET window_ends = now() - interval '1 second'`);
    expect((await add(OWN_PASSWORD)).statusCode).toBe(201);
  } finally {
    await limited.close();
  }
});
