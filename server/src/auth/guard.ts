/**
 * The admin guard: every /admin route but the login answers 401 unless the request carries a
 * valid, unexpired, unrevoked admin token whose admin still exists and has not changed their
 * password since it was signed.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import { HttpError } from '../errors';
import { findTokensValidFrom } from '../repositories/admins';
import { isTokenRevoked } from '../repositories/revokedTokens';
import { isAdminClaims, type AdminClaims } from './tokens';

export function authenticationRequired(): HttpError {
  return new HttpError(401, {
    success: false,
    message: 'Authentication required. Please login again.',
  });
}

// An onRequest hook, so an anonymous request is turned away before its body is even read.
/** False too when the admin no longer exists. A token of the change's own second passes. */
async function signedSinceLastPasswordChange(
  db: FastifyRequest['server']['db'],
  claims: AdminClaims,
): Promise<boolean> {
  const validFrom = await findTokensValidFrom(db, Number(claims.sub));
  return validFrom !== undefined && claims.iat >= validFrom;
}

export async function adminGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  // Expired, forged, malformed and missing tokens all end here, with one answer.
  const claims: unknown = await request.jwtVerify().catch(() => undefined);
  const { db } = request.server;
  if (
    !isAdminClaims(claims) ||
    (await isTokenRevoked(db, claims.jti)) ||
    !(await signedSinceLastPasswordChange(db, claims))
  ) {
    reply.header('www-authenticate', 'Bearer');
    throw authenticationRequired();
  }
}
