/**
 * The passkey routes' calls of apiCalls.ts (docs/api.md#passkeys): one added with an
 * authenticator the test plays, signed in with, refused, and removed.
 */
import { call, get, type ApiCall } from './apiCall';
import { SoftAuthenticator } from './softAuthenticator';
import { ADMIN } from './testApp';

const PASSKEYS = '/admin/profile/passkeys';
const SIGN_IN = '/admin/admin-login/passkey';
const key = new SoftAuthenticator();
const proof = { currentPassword: ADMIN.password };
/** The options the calls before were answered, kept whole (Made holds text). */
const options = { register: { challenge: '', user: { id: '' } }, signIn: { challenge: '' } };

export const PASSKEY_CALLS: readonly ApiCall[] = [
  call(
    'POST /admin/profile/passkeys/options',
    200,
    { url: `${PASSKEYS}/options`, payload: proof },
    { keep: (body) => (options.register = body as typeof options.register) },
  ),
  call(
    'POST /admin/profile/passkeys',
    201,
    () => ({
      url: PASSKEYS,
      payload: { name: 'Laptop', response: key.register(options.register) },
    }),
    { keep: (body, made) => (made.passkey = String((body.data as { id: number }).id)) },
  ),
  call('POST /admin/profile/passkeys', 400, () => ({
    url: PASSKEYS,
    payload: { name: 'Laptop', response: key.register(options.register) },
  })),
  get(PASSKEYS),
  call('POST /admin/admin-login/passkey/options', 200, `${SIGN_IN}/options`, {
    anonymous: true,
    keep: (body) => (options.signIn = body as typeof options.signIn),
  }),
  call(
    'POST /admin/admin-login/passkey',
    200,
    () => ({ url: SIGN_IN, payload: { response: key.signIn(options.signIn) } }),
    { anonymous: true },
  ),
  call(
    'POST /admin/admin-login/passkey',
    401,
    () => ({ url: SIGN_IN, payload: { response: key.signIn(options.signIn) } }),
    { anonymous: true },
  ),
  call('DELETE /admin/profile/passkeys/{id}', 200, (made) => ({
    url: `${PASSKEYS}/${made.passkey ?? ''}`,
  })),
  call('DELETE /admin/profile/passkeys/{id}', 404, `${PASSKEYS}/999999`),
];
