/**
 * The admin guard: every /admin route but the login answers 401 unless the request carries a
 * valid, unexpired, unrevoked admin token whose admin still exists, is not disabled, and has
 * neither changed their password nor had all their sessions ended since it was signed. The
 * admin it lets through is left on the request (request.signedIn) for the permission check
 * (permissions.ts) and the routes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import { type HttpError, refused } from '../lib/httpError';
import { tokenStanding, type TokenStanding } from '../repositories/admins';
import { SIGN_IN_MESSAGES } from '../../../contract/accountRules';
import type { Role } from '../../../contract/roles';
import { isAdminClaims, signedAt, type AdminClaims } from './tokens';

/** The admin a request is made by, as the guard read them in its one round trip. */
export interface SignedInAdmin {
  id: number;
  role: Role;
  mustSetPassword: boolean;
  /** Two-factor sign-in is required since before this session began, and the admin has none. */
  mustSetUpTwoFactor: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard on every request it lets through; absent outside the admin scope. */
    signedIn?: SignedInAdmin;
  }
}

export const authenticationRequired = (): HttpError =>
  refused(401, SIGN_IN_MESSAGES.sessionExpired);

/**
 * Whether a proof the admin gave at `provedAt` (microseconds, the database's clock) still holds:
 * given at or after the last password change or end of their sessions. A token's is when it was
 * signed; a sign-in's challenge's, when the admin's sessions had last ended as its password was
 * read (routes/twoFactor.ts).
 */
export const provedSince = (provedAt: number, standing: Pick<TokenStanding, 'validFrom'>) =>
  provedAt >= standing.validFrom;

/**
 * Whether the admin's standing still holds this token: not revoked, and signed since the last
 * password change or end of their sessions (the token such a change answers carries that
 * change's own moment).
 */
export const tokenHolds = (claims: AdminClaims, standing: TokenStanding) =>
  !standing.revoked && provedSince(signedAt(claims), standing);

// An onRequest hook, so an anonymous request is turned away before its body is even read.
export async function adminGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  // Expired, forged, malformed and missing tokens all end here, with one answer.
  const claims: unknown = await request.jwtVerify().catch(() => undefined);
  const standing = isAdminClaims(claims)
    ? await tokenStanding(request.server.db, request.server, Number(claims.sub), claims.jti)
    : undefined;
  if (!isAdminClaims(claims) || !standing || !tokenHolds(claims, standing)) {
    reply.header('www-authenticate', 'Bearer');
    throw authenticationRequired();
  }
  request.signedIn = signedInOf(claims, standing);
}

/** The admin a token and its standing make: who, what they may do and what they must do first. */
export function signedInOf(claims: AdminClaims, standing: TokenStanding): SignedInAdmin {
  const { role, mustSetPassword, twoFactor, twoFactorRequiredFrom: since } = standing;
  // Required of the sessions that began since: one that began before goes on as it was, and one
  // begun with a passkey had both factors (docs/api.md#passkeys).
  const mustSetUpTwoFactor =
    !twoFactor && claims.passkey !== true && since !== null && signedAt(claims) >= since;
  return { id: Number(claims.sub), role, mustSetPassword, mustSetUpTwoFactor };
}

/** The admin the guard let through, in a route behind it. */
export function signedInAdmin(request: FastifyRequest): SignedInAdmin {
  if (!request.signedIn) throw authenticationRequired();
  return request.signedIn;
}
