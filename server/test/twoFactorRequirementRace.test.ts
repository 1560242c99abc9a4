/**
 * The two-factor requirement's own rules are checked inside the writes they guard
 * (docs/api.md#two-factor-sign-in): a requirement made while its maker turns their own off, and
 * a turning off made while the requirement is set, each after the request arrived but before its
 * write, is refused as it would have been a moment later, and changes nothing.
 */
import { requireTwoFactor } from '../src/repositories/twoFactor';
import { TWO_FACTOR_MESSAGES } from '../../contract/twoFactor';
import { useSignedInApp } from './support/lifecycle';
import { as, memberOnOwnPassword } from './support/team';
import { during } from './support/racing';
import { answer, badRequest, failure } from './support/testApp';
import { totpCode } from './support/totpCodes';

const server = useSignedInApp();
const TWO_FACTOR = '/admin/profile/two-factor';
const REQUIREMENT = '/admin/admins/two-factor';
const STEP = 30_000;

/** Turns two-factor sign-in on as the admin of `token`; answers its secret. */
async function turnOn(token: string) {
  const call = as(server.app, token);
  const { secret } = (await call('POST', TWO_FACTOR)).json<{ secret: string }>();
  expect((await call('PUT', TWO_FACTOR, { code: totpCode(secret, Date.now()) })).statusCode).toBe(
    200,
  );
  return secret;
}

const required = async () =>
  (
    await server.db.query('SELECT two_factor_required_at IS NOT NULL AS on FROM security_settings')
  )[0];

it('requires it not when its maker turned their own off meanwhile', async () => {
  const secret = await turnOn(server.token);
  const turnedOff = async () => {
    const code = totpCode(secret, Date.now() + STEP);
    expect((await server.call('DELETE', TWO_FACTOR, { code })).statusCode).toBe(200);
  };
  const made = await during(server.db, turnedOff, (app) =>
    as(app, server.token)('PUT', REQUIREMENT, { required: true }),
  );
  expect(answer(made)).toEqual({
    status: 400,
    body: badRequest(TWO_FACTOR_MESSAGES.ownFirst, 'required'),
  });
  expect([undefined, { on: false }]).toContainEqual(await required());
});

it('turns it off not when it was required meanwhile', async () => {
  await requireTwoFactor(server.db, false);
  await turnOn(server.token);
  const meera = await memberOnOwnPassword(server, 'Meera Nair', 'meera@shop.example');
  const secret = await turnOn(meera.token);
  const requiredNow = async () => {
    expect((await server.call('PUT', REQUIREMENT, { required: true })).statusCode).toBe(200);
  };
  const code = totpCode(secret, Date.now() + STEP);
  const off = await during(server.db, requiredNow, (app) =>
    as(app, meera.token)('DELETE', TWO_FACTOR, { code }),
  );
  expect(answer(off)).toEqual({
    status: 403,
    body: failure({ success: false, message: TWO_FACTOR_MESSAGES.requiredStaysOn }),
  });
  const [stored] = await server.db.query('SELECT totp_secret AS secret FROM admins WHERE id = $1', [
    meera.account.id,
  ]);
  expect(stored).toEqual({ secret });
  expect(await required()).toEqual({ on: true });
});
