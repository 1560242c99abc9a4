/**
 * Two-factor sign-in across the team (docs/api.md#two-factor-sign-in): a Super Admin with it on
 * requires it of every account, and one without it, at its next sign-in, sets it up before
 * anything else; a Super Admin resets an account's, which ends its sessions; an Admin may do
 * neither.
 */
import { SET_UP_TWO_FACTOR_FIRST } from '../src/auth/permissions';
import { TWO_FACTOR_MESSAGES } from '../../contract/twoFactor';
import { useSignedInApp } from './support/lifecycle';
import { as, memberOnOwnPassword, OWN_PASSWORD, type Member } from './support/team';
import { totpCode } from './support/totpCodes';

const server = useSignedInApp();
const MEERA = { email: 'meera@shop.example', password: OWN_PASSWORD };
let meera: Member;

beforeAll(async () => {
  meera = await memberOnOwnPassword(server, 'Meera Nair', MEERA.email);
});

const setRequirement = (required: boolean) =>
  server.call('PUT', '/admin/admins/two-factor', { required });

/** Sets up and turns on two-factor sign-in as the admin of `call`. */
async function turnOn(call: ReturnType<typeof as>) {
  const { secret } = (await call('POST', '/admin/profile/two-factor')).json<{ secret: string }>();
  const on = await call('PUT', '/admin/profile/two-factor', { code: totpCode(secret, Date.now()) });
  expect(on.statusCode).toBe(200);
}

/** Meera signed in again, with her password alone; `reply`, what the sign-in answered. */
async function meeraAgain() {
  const signIn = await server.app.inject({
    method: 'POST',
    url: '/admin/admin-login',
    payload: MEERA,
  });
  const reply = signIn.json<{ token: string; mustSetUpTwoFactor: boolean }>();
  return Object.assign(as(server.app, reply.token), { reply });
}

it('is required only by a Super Admin who has it, and then at each next sign-in', async () => {
  expect((await setRequirement(true)).json()).toMatchObject({
    message: TWO_FACTOR_MESSAGES.ownFirst,
    field: 'required',
  });
  await turnOn(as(server.app, server.token));
  expect((await setRequirement(true)).json()).toEqual({
    success: true,
    message: TWO_FACTOR_MESSAGES.requiredOn,
    required: true,
  });
  expect((await server.call('GET', '/admin/admins/two-factor')).json()).toMatchObject({
    required: true,
  });

  // Her session from before goes on as it was.
  expect((await as(server.app, meera.token)('GET', '/admin/users')).statusCode).toBe(200);
  const member = await meeraAgain();
  // The sign-in says so, for the web app to go to the set-up first.
  expect(member.reply.mustSetUpTwoFactor).toBe(true);
  const users = await member('GET', '/admin/users');
  expect(users.statusCode).toBe(403);
  expect(users.json()).toMatchObject({ message: SET_UP_TWO_FACTOR_FIRST });
  expect((await member('GET', '/admin/profile')).json()).toMatchObject({
    twoFactor: false,
    mustSetUpTwoFactor: true,
  });
  await turnOn(member);
  expect((await member('GET', '/admin/users')).statusCode).toBe(200);
  expect((await member('GET', '/admin/profile')).json()).toMatchObject({
    twoFactor: true,
    mustSetUpTwoFactor: false,
  });
  const trail = await server.call('GET', '/admin/activity?action=two-factor-required');
  expect(trail.json()).toMatchObject({ activity: [{ entity: 'admin', summary: 'required' }] });
});

it("resets an account's two-factor sign-in, ending its sessions", async () => {
  expect((await setRequirement(false)).json()).toMatchObject({ required: false });
  const before = await meeraAgain();
  const reset = await server.call('POST', `/admin/admins/${meera.account.id}/reset-two-factor`);
  expect(reset.json()).toMatchObject({
    success: true,
    message: 'Two-factor sign-in reset.',
    admin: { id: meera.account.id, email: MEERA.email },
  });
  expect((await before('GET', '/admin/profile')).statusCode).toBe(401);
  // Her password alone signs her in again.
  expect((await (await meeraAgain())('GET', '/admin/profile')).json()).toMatchObject({
    twoFactor: false,
  });
  const trail = await server.call('GET', '/admin/activity?action=two-factor-reset');
  expect(trail.json()).toMatchObject({
    activity: [{ entityId: String(meera.account.id), summary: MEERA.email }],
  });
  const missing = await server.call('POST', '/admin/admins/9999/reset-two-factor');
  expect(missing.json()).toMatchObject({ message: 'Admin not found.' });
});

it('lets an Admin neither require it nor reset it', async () => {
  const admin = await meeraAgain();
  expect((await admin('PUT', '/admin/admins/two-factor', { required: false })).statusCode).toBe(
    403,
  );
  expect((await admin('GET', '/admin/admins/two-factor')).statusCode).toBe(403);
  const reset = await admin('POST', `/admin/admins/${meera.account.id}/reset-two-factor`);
  expect(reset.statusCode).toBe(403);
});
