/**
 * Two-factor sign-in with an authenticator app (docs/api.md#two-factor-sign-in): set up by a
 * current code, then asked for after the password; each code and recovery code taken once;
 * codes outside the window refused; its own limit. The server's clock is the test's (only Date
 * is faked), so codes are made for known moments.
 */
import type { FastifyInstance } from 'fastify';

import { RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES } from '../../contract/twoFactor';
import { useSignedInApp } from './support/lifecycle';
import { totpCode } from './support/totpCodes';
import { ADMIN, bearer, withTestApp } from './support/testApp';

const server = useSignedInApp();
const STEP = 30_000;
const SIGN_IN = { email: ADMIN.email, password: ADMIN.password };
/** Mid-step, 15 s into a 30 s one, of the real clock: the file's token is not yet expired. */
const NOW = Math.floor(Date.now() / STEP) * STEP + STEP / 2;

beforeAll(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: [...TIMERS] });
});
afterAll(() => jest.useRealTimers());

/** Everything but Date: the database and the server keep their real timers. */
const TIMERS = [
  'nextTick',
  'setImmediate',
  'clearImmediate',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'queueMicrotask',
  'hrtime',
  'performance',
] as const;

const passwordStep = () =>
  server.app.inject({ method: 'POST', url: '/admin/admin-login', payload: SIGN_IN });

const codeStep = (challenge: string, code: string, app: FastifyInstance = server.app) =>
  app.inject({
    method: 'POST',
    url: '/admin/admin-login/second-factor',
    payload: { challenge, code },
  });

const challengeOf = async () => (await passwordStep()).json<{ challenge: string }>().challenge;

let secret = '';
let recoveryCodes: string[] = [];

it('sets up with a secret and its otpauth address, and turns on with a current code', async () => {
  expect(
    (await server.call('PUT', '/admin/profile/two-factor', { code: '123456' })).json(),
  ).toMatchObject({
    message: TWO_FACTOR_MESSAGES.noSetup,
    field: 'code',
  });
  const setup = await server.call('POST', '/admin/profile/two-factor');
  expect(setup.statusCode).toBe(200);
  ({ secret } = setup.json<{ secret: string }>());
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(setup.json<{ otpauthUrl: string }>().otpauthUrl).toBe(
    `otpauth://totp/Shop%20Back-Office:admin%40example.com?issuer=Shop%20Back-Office&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
  );

  const wrong = await server.call('PUT', '/admin/profile/two-factor', {
    code: totpCode(secret, NOW - 3 * STEP),
  });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.wrongCode, field: 'code' });

  const on = await server.call('PUT', '/admin/profile/two-factor', {
    code: totpCode(secret, NOW),
  });
  expect(on.statusCode).toBe(200);
  ({ recoveryCodes } = on.json<{ recoveryCodes: string[] }>());
  expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
  expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  const trail = await server.call('GET', '/admin/activity?action=two-factor-on');
  expect(trail.json()).toMatchObject({ activity: [{ entity: 'admin', summary: ADMIN.email }] });
  expect((await server.call('POST', '/admin/profile/two-factor')).statusCode).toBe(409);
});

it('then asks for a code after the password, and a session begins only with it', async () => {
  const password = await passwordStep();
  expect(password.json()).toEqual({
    status: true,
    message: TWO_FACTOR_MESSAGES.enterCode,
    challenge: expect.any(String),
  });
  const challenge = password.json<{ challenge: string }>().challenge;
  // The challenge is no session: the guard refuses it.
  const asToken = await server.app.inject({ url: '/admin/profile', headers: bearer(challenge) });
  expect(asToken.statusCode).toBe(401);

  // The code of the step before is inside the window; the step the setup used is taken.
  jest.setSystemTime(NOW + 2 * STEP);
  const signedIn = await codeStep(challenge, totpCode(secret, NOW + STEP));
  expect(signedIn.json()).toMatchObject({ status: true, message: 'Login successful.' });
  const token = signedIn.json<{ token: string }>().token;
  const profile = await server.app.inject({ url: '/admin/profile', headers: bearer(token) });
  expect(profile.statusCode).toBe(200);
});

it('takes each code once, and none outside the window', async () => {
  jest.setSystemTime(NOW + 4 * STEP);
  const challenge = await challengeOf();
  const current = totpCode(secret, NOW + 4 * STEP);
  expect((await codeStep(challenge, current)).statusCode).toBe(200);
  const replayed = await codeStep(challenge, current);
  expect(replayed.statusCode).toBe(401);
  expect(replayed.json()).toMatchObject({ status: false, message: TWO_FACTOR_MESSAGES.wrongCode });
  const old = await codeStep(challenge, totpCode(secret, NOW + 2 * STEP));
  expect(old.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.wrongCode });
});

it('takes a recovery code in place of a code, once, however it is typed', async () => {
  const [first = ''] = recoveryCodes;
  const challenge = await challengeOf();
  const typed = ` ${first.toUpperCase()} `;
  expect((await codeStep(challenge, typed)).statusCode).toBe(200);
  expect((await codeStep(challenge, first)).json()).toMatchObject({
    message: TWO_FACTOR_MESSAGES.wrongCode,
  });
});

it('refuses a challenge that is forged, of another kind, or expired', async () => {
  const code = totpCode(secret, Date.now());
  const token = await (async () => {
    const challenge = await challengeOf();
    jest.setSystemTime(Date.now() + 2 * STEP);
    return (await codeStep(challenge, totpCode(secret, Date.now()))).json<{ token: string }>()
      .token;
  })();
  for (const challenge of [`${await challengeOf()}x`, token]) {
    expect((await codeStep(challenge, code)).json()).toMatchObject({
      status: false,
      message: TWO_FACTOR_MESSAGES.challengeEnded,
    });
  }
  const challenge = await challengeOf();
  jest.setSystemTime(Date.now() + 301_000);
  expect((await codeStep(challenge, totpCode(secret, Date.now()))).json()).toMatchObject({
    message: TWO_FACTOR_MESSAGES.challengeEnded,
  });
});

it('limits the guesses at an account’s code, whatever the challenge', async () => {
  // The attempts of the tests before, counted under the file's app's higher limit, are gone.
  await server.db.write('DELETE FROM rate_limits');
  await withTestApp(server.db, { loginRateLimit: 3 }, async (app) => {
    const refusals = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      refusals.push((await codeStep(await challengeOf(), '000000', app)).statusCode);
    }
    expect(refusals).toEqual([401, 401, 401, 429]);
  });
});
