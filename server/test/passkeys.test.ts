/**
 * Passkeys (docs/api.md#passkeys): added with the prompt's one-time options (and the current
 * password: passkeysProof.test.ts), listed, removed;
 * a sign-in with one, which needs no password and counts as both factors; each challenge taken
 * once, the origin and domain and the counter checked, a disabled account refused
 * (publicOrigin.test.ts: the setting). The authenticator is played by the test
 * (softAuthenticator.ts).
 */
import { requireTwoFactor } from '../src/repositories/twoFactor';
import { PASSKEY_MESSAGES } from '../../contract/passkeys';
import { useSignedInApp } from './support/lifecycle';
import { LOCALHOST, SoftAuthenticator } from './support/softAuthenticator';
import { as, memberOnOwnPassword, OWN_PASSWORD } from './support/team';
import { ADMIN, answer, badRequest, decodeJwt, failure } from './support/testApp';

const server = useSignedInApp();
const PASSKEYS = '/admin/profile/passkeys';
const SIGN_IN = '/admin/admin-login/passkey';
const proof = { currentPassword: ADMIN.password };

type Options = { challenge: string; user: { id: string } };

/** The prompt's options to add a passkey, as the admin of `token`, whose password it `has`. */
const optionsToAdd = async (token = server.token, has = proof) =>
  (await as(server.app, token)('POST', `${PASSKEYS}/options`, has)).json<Options>();

/** Adds a passkey of `key` named `name`, as the admin of `token`, whose password it `has`. */
async function add(key: SoftAuthenticator, name: string, token = server.token, has = proof) {
  const response = key.register(await optionsToAdd(token, has));
  return as(server.app, token)('POST', PASSKEYS, { name, response });
}

type SignInOptions = { challenge: string };
const signInOptions = async () =>
  (await server.app.inject({ method: 'POST', url: `${SIGN_IN}/options` })).json<SignInOptions>();
const signIn = (response: object) =>
  server.app.inject({ method: 'POST', url: SIGN_IN, payload: { response } });
const laptop = new SoftAuthenticator();

it('adds a named passkey with the options of a one-time challenge, and lists it', async () => {
  const options = await server.call('POST', `${PASSKEYS}/options`, proof);
  expect(options.json()).toMatchObject({
    rp: { id: 'localhost', name: 'Shop Back-Office' },
    user: { name: 'admin@example.com' },
    excludeCredentials: [],
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    attestation: 'none',
  });
  const response = laptop.register(options.json<Options>());
  const added = await server.call('POST', PASSKEYS, { name: '  Laptop ', response });
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
  const again = await server.call('POST', PASSKEYS, { name: 'Laptop', response });
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
    const refused = await server.call('POST', PASSKEYS, { name: 'Phone', response });
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
  const member = await memberOnOwnPassword(server, 'Meera', 'meera@example.com');
  const key = new SoftAuthenticator();
  const added = await add(key, 'Security key', member.token, { currentPassword: OWN_PASSWORD });
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

it("keeps a passkey's session one through its own changes (the last test: it ends the others)", async () => {
  const phone = new SoftAuthenticator();
  expect((await add(phone, 'Phone')).statusCode).toBe(201);
  const { token } = (await signIn(phone.signIn(await signInOptions()))).json<{ token: string }>();
  const ended = await as(server.app, token)('POST', '/admin/profile/end-other-sessions');
  expect(decodeJwt(ended.json<{ token: string }>().token)).toMatchObject({ passkey: true });
});
