/**
 * A Super Admin's reset of an account's two-factor sign-in takes its passkeys too
 * (docs/api.md#two-factor-sign-in): a passkey counts as both factors, so a passkey left after the
 * reset would still sign the account in without its password. The authenticator is played by the
 * test (softAuthenticator.ts).
 */
import { PASSKEY_MESSAGES } from '../../contract/passkeys';
import { useSignedInApp } from './support/lifecycle';
import { addedPasskey, signInWithPasskey } from './support/passkeyKeys';
import type { SoftAuthenticator } from './support/softAuthenticator';
import { as, memberOnOwnPassword, OWN_PASSWORD } from './support/team';
import { answer, failure, login } from './support/testApp';

const server = useSignedInApp();
const PASSKEYS = '/admin/profile/passkeys';
const signInWith = (key: SoftAuthenticator) => signInWithPasskey(server.app, key);

it("takes the account's passkeys with its two-factor reset: they sign it in no more", async () => {
  const email = 'meera@shop.example';
  const meera = await memberOnOwnPassword(server, 'Meera Nair', email);
  const member = as(server.app, meera.token);
  const key = await addedPasskey(member);
  expect((await signInWith(key)).statusCode).toBe(200);

  const reset = await server.call('POST', `/admin/admins/${meera.account.id}/reset-two-factor`);
  expect(reset.statusCode).toBe(200);

  expect(answer(await signInWith(key))).toEqual({
    status: 401,
    body: failure({ status: false, message: PASSKEY_MESSAGES.notRecognised }),
  });
  const again = as(server.app, await login(server.app, { email, password: OWN_PASSWORD }));
  expect((await again('GET', PASSKEYS)).json()).toMatchObject({ data: [] });
  const kept = await server.db.query('SELECT id FROM admin_passkeys WHERE admin_id = $1', [
    meera.account.id,
  ]);
  expect(kept).toEqual([]);
});
