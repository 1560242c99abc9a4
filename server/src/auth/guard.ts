/**
 * The admin guard: every /admin route but the login answers 401 unless the request carries a
 * valid, unexpired, unrevoked admin token whose admin still exists.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import { HttpError } from '../errors';
import { findProfileById } from '../repositories/admins';
import { isTokenRevoked } from '../repositories/revokedTokens';
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
  const { db } = request.server;
  if (
    !isAdminClaims(claims) ||
    (await isTokenRevoked(db, claims.jti)) ||
    !(await findProfileById(db, Number(claims.sub)))
  ) {
    reply.header('www-authenticate', 'Bearer');
    throw authenticationRequired();
  }
}
