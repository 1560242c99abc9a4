/**
 * The server as a WebAuthn relying party (docs/api.md#passkeys), through @simplewebauthn/server:
 * the browser prompt's options, each with a one-time challenge kept by the server, and the checks
 * of the browser's answers. A passkey belongs to a domain: PUBLIC_ORIGIN's, or localhost.
 */
import type { FastifyInstance } from 'fastify';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';

import {
  CHALLENGE_TTL_SECONDS,
  keepChallenge,
  takeChallenge,
  type ChallengePurpose,
  type StoredCredential,
} from '../repositories/passkeys';
import type { PasskeyAddBody, PasskeySignInBody } from '../../../contract/passkeys';

/** The name the browser's prompt gives the site. */
const RP_NAME = 'Shop Back-Office';

/** `npm run dev`'s web server (webpack.config.js), whose pages call the API through its proxy. */
const DEV_SERVER_PORT = 3000;
const DEFAULT_PORT = 8080;

/** The domain the passkeys belong to, and the origins whose pages may use them. */
export function relyingParty(app: FastifyInstance): { rpID: string; origins: string[] } {
  const { publicOrigin, port } = app.config;
  if (publicOrigin) return { rpID: new URL(publicOrigin).hostname, origins: [publicOrigin] };
  // The port the server listens on (PORT=0 picks one), else the one it is to listen on.
  const address = app.server.address();
  const listening = typeof address === 'object' && address ? address.port : (port ?? DEFAULT_PORT);
  const origins = [listening, DEV_SERVER_PORT].map((one) => `http://localhost:${one}`);
  return { rpID: 'localhost', origins };
}

/** The user handle of an account's passkeys: its id, as text. */
const userHandleOf = (adminId: number) => new TextEncoder().encode(String(adminId));

/** The options of the prompt that makes a new passkey, none of `existing` again. */
export async function registrationOptions(
  app: FastifyInstance,
  admin: { id: number; email: string; name: string },
  existing: readonly { id: string; transports: string[] }[],
) {
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(app).rpID,
    userName: admin.email,
    userDisplayName: admin.name,
    userID: userHandleOf(admin.id),
    timeout: CHALLENGE_TTL_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(app.db, options.challenge, 'register', admin.id);
  return options;
}

/** What an answer must match: a challenge kept for `purpose`, taken once; our domain, origins. */
function expected(app: FastifyInstance, purpose: ChallengePurpose, adminId: number | null) {
  const { rpID, origins } = relyingParty(app);
  return {
    expectedChallenge: (challenge: string) => takeChallenge(app.db, challenge, purpose, adminId),
    expectedOrigin: origins,
    expectedRPID: rpID,
  };
}

/** The new passkey's credential, or undefined where the answer does not check out. */
export async function registeredCredential(
  app: FastifyInstance,
  adminId: number,
  response: PasskeyAddBody['response'],
): Promise<StoredCredential | undefined> {
  const verified = await verifyRegistrationResponse({
    response,
    ...expected(app, 'register', adminId),
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verified?.verified) return undefined;
  const { id, publicKey, counter, transports = [] } = verified.registrationInfo.credential;
  return { id, publicKey, counter, transports };
}

/**
 * The options of the sign-in's prompt: no credentials listed, so the browser offers the
 * passkeys it keeps for the domain; the user verified (a PIN, a fingerprint), as the passkey
 * stands for both factors.
 */
export async function authenticationOptions(app: FastifyInstance) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(app).rpID,
    timeout: CHALLENGE_TTL_SECONDS * 1000,
    userVerification: 'required',
  });
  await keepChallenge(app.db, options.challenge, 'sign-in', null);
  return options;
}

/** The counter the authenticator gave, or undefined where the answer does not check out. */
export async function signedCounter(
  app: FastifyInstance,
  adminId: number,
  credential: StoredCredential,
  response: PasskeySignInBody['response'],
): Promise<number | undefined> {
  const { userHandle } = response.response;
  const handle = Buffer.from(userHandleOf(adminId)).toString('base64url');
  if (userHandle !== undefined && userHandle !== handle) return undefined;
  const verified = await verifyAuthenticationResponse({
    response,
    ...expected(app, 'sign-in', null),
    credential,
    requireUserVerification: true,
  }).catch(() => undefined);
  return verified?.verified ? verified.authenticationInfo.newCounter : undefined;
}
