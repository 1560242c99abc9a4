/**
 * Turning two-factor sign-in on or off moves the account's version on (docs/api.md#admin-accounts),
 * as every change of a field its answer holds does: a Super Admin's change made with the version
 * read before it is stale, 409, and changes nothing.
 */
import { useSignedInApp } from './support/lifecycle';
import { as, memberOnOwnPassword } from './support/team';
import { totpCode } from './support/totpCodes';

const server = useSignedInApp();
const TWO_FACTOR = '/admin/profile/two-factor';
const STEP = 30_000;

type Account = { version: number; twoFactor: boolean; name: string };

it("refuses a change made with the version read before the owner's two-factor turned on or off", async () => {
  const email = 'meera@shop.example';
  const meera = await memberOnOwnPassword(server, 'Meera Nair', email);
  const member = as(server.app, meera.token);
  const url = `/admin/admins/${meera.account.id}`;
  const read = async () => (await server.call('GET', url)).json<{ admin: Account }>().admin;
  const change = (name: string, version: number) =>
    as(server.app, server.token)(
      'PUT',
      url,
      { name, email, role: 'Admin' },
      { 'if-match': `"${version}"` },
    );

  const off = await read();
  const { secret } = (await member('POST', TWO_FACTOR)).json<{ secret: string }>();
  expect((await member('PUT', TWO_FACTOR, { code: totpCode(secret, Date.now()) })).statusCode).toBe(
    200,
  );
  const staleOn = await change('Read while off', off.version);
  expect(staleOn.statusCode).toBe(409);
  const on = await read();
  expect(on).toMatchObject({ twoFactor: true, name: 'Meera Nair', version: off.version + 1 });

  // The next step's code: turning on took the current one.
  const code = totpCode(secret, Date.now() + STEP);
  expect((await member('DELETE', TWO_FACTOR, { code })).statusCode).toBe(200);
  const staleOff = await change('Read while on', on.version);
  expect(staleOff.statusCode).toBe(409);
  const [stored] = await server.db.query('SELECT name, version FROM admins WHERE id = $1', [
    meera.account.id,
  ]);
  expect(stored).toEqual({ name: 'Meera Nair', version: on.version + 1 });
  expect((await change('Read now', on.version + 1)).statusCode).toBe(200);
});
