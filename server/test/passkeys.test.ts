/**
 * Passkeys (docs/api.md#passkeys): added with the prompt's one-time options and the current
 * password, listed, removed; a sign-in with one, which needs no password and counts as both factors; each challenge taken
 * once, the origin and domain and the counter checked, a disabled account refused
 * (publicOrigin.test.ts: the setting). The authenticator is played by the test
 * (softAuthenticator.ts).
 */
import { SET_PASSWORD_FIRST } from '../src/auth/permissions';
import { requireTwoFactor } from '../src/repositories/twoFactor';
import { SIGN_IN_MESSAGES } from '../../contract/accountRules';
import { PASSKEY_MESSAGES } from '../../contract/passkeys';
import { useSignedInApp } from './support/lifecycle';
import { LOCALHOST, SoftAuthenticator } from './support/softAuthenticator';
import { addMember, as, memberOnOwnPassword, OWN_PASSWORD } from './support/team';
import { ADMIN, answer, badRequest, buildTestApp, decodeJwt, failure } from './support/testApp';

const server = useSignedInApp();
const PASSKEYS = '/admin/profile/passkeys';
const SIGN_IN = '/admin/admin-login/passkey';

type Options = { challenge: string; user: { id: string } };

const optionsToAdd = async (token = server.token) =>
  (await as(server.app, token)('POST', `${PASSKEYS}/options`)).json<Options>();

/**
 * Adds a passkey of `authenticator` named `name`, as the admin of `token` whose password is
 * `currentPassword`.
 */
async function add(
  authenticator: SoftAuthenticator,
  name: string,
  { token = server.token, currentPassword = ADMIN.password } = {},
) {
  const response = authenticator.register(await optionsToAdd(token));
  return as(server.app, token)('POST', PASSKEYS, { name, response, currentPassword });
}

type SignInOptions = { challenge: string };
const signInOptions = async () =>
  (await server.app.inject({ method: 'POST', url: `${SIGN_IN}/options` })).json<SignInOptions>();
const signIn = (response: object) =>
  server.app.inject({ method: 'POST', url: SIGN_IN, payload: { response } });
const laptop = new SoftAuthenticator();

it('adds a named passkey with the options of a one-time challenge, and lists it', async () => {
  const options = await server.call('POST', `${PASSKEYS}/options`);
  expect(options.json()).toMatchObject({
    rp: { id: 'localhost', name: 'Shop Back-Office' },
    user: { name: 'admin@example.com' },
    excludeCredentials: [],
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    attestation: 'none',
  });
  const response = laptop.register(options.json<Options>());
  const currentPassword = ADMIN.password;
  const added = await server.call('POST', PASSKEYS, {
    name: '  Laptop ',
    response,
    currentPassword,
  });
  expect(answer(added)).toEqual({
    status: 201,
    body: {
      success: true,
      message: PASSKEY_MESSAGES.added,
      data: {
        id: expect.any(Number),
        name: 'Laptop',
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    },
  });
  // The same answer again: its challenge was taken.
  const again = await server.call('POST', PASSKEYS, { name: 'Laptop', response, currentPassword });
  expect(answer(again)).toEqual({
    status: 400,
    body: badRequest(PASSKEY_MESSAGES.notAdded, 'response'),
  });
  const listed = await server.call('GET', PASSKEYS);
  expect(listed.json<{ data: unknown[] }>().data).toEqual([added.json<{ data: unknown }>().data]);
  expect((await optionsToAdd()) as object).toMatchObject({
    excludeCredentials: [{ id: laptop.id, transports: ['internal'], type: 'public-key' }],
  });
});

it('refuses a nameless passkey, and an answer made for another origin or domain', async () => {
  const phone = new SoftAuthenticator();
  const nameless = await add(phone, '  ');
  expect(answer(nameless)).toEqual({
    status: 400,
    body: badRequest(PASSKEY_MESSAGES.nameRequired, 'name'),
  });
  for (const where of [
    { ...LOCALHOST, origin: 'http://localhost:9999' },
    { ...LOCALHOST, rpId: 'evil.example' },
  ]) {
    const response = phone.register(await optionsToAdd(), where);
    const refused = await server.call('POST', PASSKEYS, {
      name: 'Phone',
      response,
      currentPassword: ADMIN.password,
    });
    expect(refused.json()).toMatchObject({ message: PASSKEY_MESSAGES.notAdded, field: 'response' });
  }
  expect((await server.call('GET', PASSKEYS)).json<{ data: unknown[] }>().data).toHaveLength(1);
});

it('signs in with the passkey alone, as both factors, once per challenge', async () => {
  await requireTwoFactor(server.db, true);
  const options = await signInOptions();
  expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
  expect(options).not.toHaveProperty('allowCredentials.0');
  const response = laptop.signIn(options);
  const signedIn = await signIn(response);
  expect(answer(signedIn)).toEqual({
    status: 200,
    body: {
      status: true,
      token: expect.any(String),
      message: 'Login successful.',
      mustSetPassword: false,
    },
  });
  const { token } = signedIn.json<{ token: string }>();
  expect(decodeJwt(token)).toMatchObject({ typ: 'admin', passkey: true });
  const profile = await as(server.app, token)('GET', '/admin/profile');
  expect(profile.json()).toMatchObject({ twoFactor: false, mustSetUpTwoFactor: false });

  const replayed = await signIn(response);
  expect(answer(replayed)).toEqual({
    status: 401,
    body: failure({ status: false, message: PASSKEY_MESSAGES.notRecognised }),
  });
  const [used] = (await server.call('GET', PASSKEYS)).json<{ data: { lastUsedAt: string }[] }>()
    .data;
  expect(used?.lastUsedAt).toEqual(expect.any(String));
  await requireTwoFactor(server.db, false);
});

it('refuses an answer for another origin or domain, an old counter, an unknown passkey', async () => {
  const stored = laptop.counter;
  const wrong = [
    laptop.signIn(await signInOptions(), { ...LOCALHOST, origin: 'http://127.0.0.1:8080' }),
    laptop.signIn(await signInOptions(), { ...LOCALHOST, rpId: 'evil.example' }),
    laptop.signIn(await signInOptions(), LOCALHOST, stored),
    new SoftAuthenticator().signIn(await signInOptions()),
  ];
  for (const response of wrong) {
    expect((await signIn(response)).json()).toMatchObject({
      status: false,
      message: PASSKEY_MESSAGES.notRecognised,
    });
  }
  expect((await signIn(laptop.signIn(await signInOptions()))).statusCode).toBe(200);
});

it("keeps each admin's passkeys their own, and refuses a disabled admin's", async () => {
  const member = await addMember(
    server.app,
    server.token,
    { name: 'Meera', email: 'meera@example.com', role: 'Admin' },
    { ownPassword: true },
  );
  const key = new SoftAuthenticator();
  const added = await add(key, 'Security key', {
    token: member.token,
    currentPassword: OWN_PASSWORD,
  });
  expect(added.statusCode).toBe(201);
  const { id } = added.json<{ data: { id: number } }>().data;
  const removal = await server.call('DELETE', `${PASSKEYS}/${id}`);
  expect(answer(removal)).toEqual({
    status: 404,
    body: failure({ success: false, message: PASSKEY_MESSAGES.notFound }),
  });
  expect((await server.call('GET', PASSKEYS)).json<{ data: unknown[] }>().data).toHaveLength(1);

  await server.db.write('UPDATE admins SET disabled_at = now() WHERE id = $1', [member.account.id]);
  expect((await signIn(key.signIn(await signInOptions()))).statusCode).toBe(401);
});

it('removes a passkey, which then signs in no more; each change an activity entry', async () => {
  const [kept] = (await server.call('GET', PASSKEYS)).json<{ data: { id: number }[] }>().data;
  const removed = await server.call('DELETE', `${PASSKEYS}/${kept?.id}`);
  expect(answer(removed)).toEqual({
    status: 200,
    body: { success: true, message: PASSKEY_MESSAGES.removed },
  });
  expect((await server.call('GET', PASSKEYS)).json<{ data: unknown[] }>().data).toEqual([]);
  expect((await signIn(laptop.signIn(await signInOptions()))).statusCode).toBe(401);

  const trail = await server.call('GET', '/admin/activity?entity=admin');
  const entries = trail.json<{ activity: { action: string }[] }>().activity;
  expect(entries.filter(({ action }) => action.startsWith('passkey-'))).toEqual([
    expect.objectContaining({
      action: 'passkey-removed',
      summary: 'admin@example.com',
      before: { name: 'Laptop' },
    }),
    expect.objectContaining({
      action: 'passkey-added',
      summary: 'meera@example.com',
      after: { name: 'Security key' },
    }),
    expect.objectContaining({
      action: 'passkey-added',
      summary: 'admin@example.com',
      after: { name: 'Laptop' },
    }),
  ]);
});

/** The passkeys of admin `id`, and the activity entries of their additions, in the database. */
async function passkeysOf(id: number) {
  const stored = await server.db.query('SELECT id FROM admin_passkeys WHERE admin_id = $1', [id]);
  const entries = await server.db.query(
    "SELECT id FROM activity WHERE admin_id = $1 AND action = 'passkey-added'",
    [id],
  );
  return { stored: stored.length, entries: entries.length };
}

it('adds a passkey only with the current password, as a password change asks for it', async () => {
  const member = await memberOnOwnPassword(server, 'Kiran Rao', 'kiran@example.com');
  const { id } = member.account;
  const call = as(server.app, member.token);
  const key = new SoftAuthenticator();
  const attempt = async (proof: { currentPassword?: string }) => {
    const response = key.register(await optionsToAdd(member.token));
    return call('POST', PASSKEYS, { name: 'Stolen session', response, ...proof });
  };
  const { currentPasswordRequired, currentPasswordIncorrect } = SIGN_IN_MESSAGES;
  for (const [proof, message] of [
    [{}, currentPasswordRequired],
    [{ currentPassword: '' }, currentPasswordRequired],
    [{ currentPassword: 'a wrong guess' }, currentPasswordIncorrect],
    [{ currentPassword: ADMIN.password }, currentPasswordIncorrect],
  ] as const) {
    expect(answer(await attempt(proof))).toEqual({
      status: 400,
      body: badRequest(message, 'currentPassword'),
    });
  }
  expect(await passkeysOf(id)).toEqual({ stored: 0, entries: 0 });

  expect((await attempt({ currentPassword: OWN_PASSWORD })).statusCode).toBe(201);
  expect(await passkeysOf(id)).toEqual({ stored: 1, entries: 1 });

  // An account on its one-time password sets its own first, as for every route but a few.
  const newcomer = await addMember(server.app, server.token, {
    name: 'Ravi Iyer',
    email: 'ravi@example.com',
    role: 'Admin',
  });
  const early = await as(server.app, newcomer.token)('POST', PASSKEYS, {
    name: 'Phone',
    response: key.register(await optionsToAdd(member.token)),
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
  const call = as(limited, member.token);
  const addPasskey = async (currentPassword: string) => {
    const options = (await call('POST', `${PASSKEYS}/options`)).json<Options>();
    const response = key.register(options);
    return call('POST', PASSKEYS, { name: 'Phone', response, currentPassword });
  };
  try {
    const changed = await call('PUT', '/admin/profile/password', {
      currentPassword: 'a wrong guess',
      newPassword: 'a new password',
    });
    expect(changed.statusCode).toBe(400);
    expect((await addPasskey('another wrong guess')).statusCode).toBe(400);
    const refused = await addPasskey(OWN_PASSWORD);
    expect(answer(refused)).toEqual({
      status: 429,
      body: failure({
        success: false,
        message: expect.stringMatching(
          /^Too many password attempts\. Please try again in \d+ seconds?\.$/,
        ),
      }),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await passkeysOf(member.account.id)).toEqual({ stored: 0, entries: 0 });
    const guessed = await call('PUT', '/admin/profile/password', {
      currentPassword: OWN_PASSWORD,
      newPassword: 'a new password',
    });
    expect(guessed.statusCode).toBe(429);
  } finally {
    await limited.close();
  }
});

it("keeps a passkey's session one through its own changes (the last test: it ends the others)", async () => {
  const phone = new SoftAuthenticator();
  expect((await add(phone, 'Phone')).statusCode).toBe(201);
  const { token } = (await signIn(phone.signIn(await signInOptions()))).json<{ token: string }>();
  const ended = await as(server.app, token)('POST', '/admin/profile/end-other-sessions');
  expect(decodeJwt(ended.json<{ token: string }>().token)).toMatchObject({ passkey: true });
});
