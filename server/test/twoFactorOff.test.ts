/**
 * Turning one's own two-factor sign-in off (docs/api.md#two-factor-sign-in): with a current code
 * or an unused recovery code, never while a Super Admin requires it of every account; the
 * password alone then signs in. Admin Management's list says whose is on.
 */
import { TWO_FACTOR_MESSAGES } from '../../contract/twoFactor';
import { useSignedInApp } from './support/lifecycle';
import { as } from './support/team';
import { ADMIN, withTestApp } from './support/testApp';
import { totpCode } from './support/totpCodes';

const server = useSignedInApp();
const STEP = 30_000;

const turnOff = (code: string) => server.call('DELETE', '/admin/profile/two-factor', { code });

/** Turns it on for the file's admin: its secret and recovery codes. */
async function turnOn() {
  const { secret } = (await server.call('POST', '/admin/profile/two-factor')).json<{
    secret: string;
  }>();
  const on = await server.call('PUT', '/admin/profile/two-factor', {
    code: totpCode(secret, Date.now()),
  });
  return { secret, recoveryCodes: on.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

const ownListed = async () =>
  (await server.call('GET', '/admin/admins'))
    .json<{
      admins: Array<{ email: string; twoFactor: boolean }>;
    }>()
    .admins.find(({ email }) => email === ADMIN.email);

it('turns off with a current code, never while it is required of every account', async () => {
  const off = await turnOff('123456');
  expect(off.statusCode).toBe(409);
  expect(off.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.alreadyOff });
  const { secret } = await turnOn();
  expect(await ownListed()).toMatchObject({ twoFactor: true });

  await server.call('PUT', '/admin/admins/two-factor', { required: true });
  const required = await turnOff(totpCode(secret, Date.now() + STEP));
  expect(required.statusCode).toBe(403);
  expect(required.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.requiredStaysOn });
  await server.call('PUT', '/admin/admins/two-factor', { required: false });

  const wrong = await turnOff(totpCode(secret, Date.now() - 3 * STEP));
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.wrongCode, field: 'code' });
  expect(await ownListed()).toMatchObject({ twoFactor: true });

  const turned = await turnOff(totpCode(secret, Date.now() + STEP));
  expect(turned.json()).toEqual({ success: true, message: TWO_FACTOR_MESSAGES.turnedOff });
  expect(await ownListed()).toMatchObject({ twoFactor: false });
  expect((await server.call('GET', '/admin/profile')).json()).toMatchObject({ twoFactor: false });
  const trail = await server.call('GET', '/admin/activity?action=two-factor-off');
  expect(trail.json()).toMatchObject({
    activity: [{ entity: 'admin', action: 'two-factor-off', summary: ADMIN.email }],
  });
});

it('turns off with a recovery code; the password alone then signs in', async () => {
  const { recoveryCodes } = await turnOn();
  const [code = ''] = recoveryCodes;
  expect((await turnOff(code)).statusCode).toBe(200);
  const signIn = await server.app.inject({
    method: 'POST',
    url: '/admin/admin-login',
    payload: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(signIn.json()).toMatchObject({ status: true, token: expect.any(String) });
  // Its recovery codes went with it: none is taken once it is on again.
  await turnOn();
  expect((await turnOff(recoveryCodes[1] ?? '')).statusCode).toBe(400);
});

it('limits the guesses at a code', async () => {
  await server.db.write('DELETE FROM rate_limits');
  await withTestApp(server.db, { loginRateLimit: 3 }, async (app) => {
    const call = as(app, server.token);
    const refusals = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      refusals.push(
        (await call('DELETE', '/admin/profile/two-factor', { code: '000000' })).statusCode,
      );
    }
    expect(refusals).toEqual([400, 400, 400, 429]);
  });
});
