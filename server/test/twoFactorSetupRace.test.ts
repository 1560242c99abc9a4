/**
 * Turning two-factor sign-in on switches on the very secret its code was checked against
 * (docs/api.md#two-factor-sign-in): a set-up started again by another session of the same admin
 * while the turning on is under way, after its request arrived but before its write, either
 * comes first, and the code of the secret before answers 400, or waits for it.
 */
import { TWO_FACTOR_MESSAGES } from '../../contract/twoFactor';
import { useSignedInApp } from './support/lifecycle';
import { as } from './support/team';
import { during } from './support/racing';
import { answer, badRequest } from './support/testApp';
import { totpCode } from './support/totpCodes';

const server = useSignedInApp();
const TWO_FACTOR = '/admin/profile/two-factor';

const startSetUp = async () =>
  (await server.call('POST', TWO_FACTOR)).json<{ secret: string }>().secret;

it('turns on no secret but the one its code was checked against', async () => {
  const first = await startSetUp();
  let second = '';
  // The other session's set-up lands as the turning on's transaction begins.
  const startAgain = async () => {
    second = await startSetUp();
  };
  const turnedOn = await during(server.db, startAgain, (app) =>
    as(app, server.token)('PUT', TWO_FACTOR, { code: totpCode(first, Date.now()) }),
  );
  expect(second).not.toBe(first);
  expect(answer(turnedOn)).toEqual({
    status: 400,
    body: badRequest(TWO_FACTOR_MESSAGES.wrongCode, 'code'),
  });
  const [stored] = await server.db.query(
    'SELECT totp_secret AS secret, totp_pending_secret AS pending FROM admins WHERE id = 1',
  );
  expect(stored).toEqual({ secret: null, pending: second });
  const codes = await server.db.query('SELECT 1 FROM admin_recovery_codes WHERE admin_id = 1');
  expect(codes).toEqual([]);

  // The set-up now pending turns on with its own code.
  const on = await server.call('PUT', TWO_FACTOR, { code: totpCode(second, Date.now()) });
  expect(on.statusCode).toBe(200);
  const [now] = await server.db.query('SELECT totp_secret AS secret FROM admins WHERE id = 1');
  expect(now).toEqual({ secret: second });
});
