/**
 * A member's passkey, played by an authenticator of the test's (softAuthenticator.ts): added
 * through the API as that member, and signed in with, as a browser would.
 */
import type { FastifyInstance } from 'fastify';

import { SoftAuthenticator } from './softAuthenticator';
import { OWN_PASSWORD, type as } from './team';

const PASSKEYS = '/admin/profile/passkeys';
const SIGN_IN = '/admin/admin-login/passkey';

/**
 * A new authenticator whose passkey the admin of `call` has added, proving it with its password
 * (a member's own, team.ts).
 */
export async function addedPasskey(
  call: ReturnType<typeof as>,
  currentPassword = OWN_PASSWORD,
): Promise<SoftAuthenticator> {
  const key = new SoftAuthenticator();
  const options = (await call('POST', `${PASSKEYS}/options`, { currentPassword })).json<{
    challenge: string;
    user: { id: string };
  }>();
  const response = key.register(options);
  const added = await call('POST', PASSKEYS, { name: 'Phone', response });
  expect(added.statusCode).toBe(201);
  return key;
}

/** The answer to a sign-in with `key`'s passkey. */
export async function signInWithPasskey(app: FastifyInstance, key: SoftAuthenticator) {
  const options = await app.inject({ method: 'POST', url: `${SIGN_IN}/options` });
  const response = key.signIn(options.json<{ challenge: string }>());
  return app.inject({ method: 'POST', url: SIGN_IN, payload: { response } });
}
