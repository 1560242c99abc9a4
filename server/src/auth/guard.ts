/**
 * The admin guard: every /admin route but the login answers 401 unless the request carries a
 * valid, unexpired, unrevoked admin token whose admin still exists, is not disabled, and has
 * neither changed their password nor had all their sessions ended since it was signed.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import { HttpError } from '../http/errors';
import { tokenStanding } from '../repositories/admins';
import { isAdminClaims } from './tokens';

export function authenticationRequired(): HttpError {
  return new HttpError(401, {
    success: false,
    message: 'Authentication required. Please login again.',
  });
}

// An onRequest hook, so an anonymous request is turned away before its body is even read.
export async function adminGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  // Expired, forged, malformed and missing tokens all end here, with one answer.
  const claims: unknown = await request.jwtVerify().catch(() => undefined);
  const standing = isAdminClaims(claims)
    ? await tokenStanding(request.server.db, request.server.cache, Number(claims.sub), claims.jti)
    : undefined;
  // A token of the password change's (or the sessions' end's) own second passes.
  if (!isAdminClaims(claims) || !standing || standing.revoked || claims.iat < standing.validFrom) {
    reply.header('www-authenticate', 'Bearer');
    throw authenticationRequired();
  }
}
