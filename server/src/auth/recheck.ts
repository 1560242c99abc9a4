/**
 * The guard's and the permission check's verdicts again, inside a write's own transaction
 * (docs/api.md#admin-accounts). Both read the signed-in admin as the request began; a write that
 * hands out power (an admin account's) must not rest on that: a Super Admin demoted, disabled or
 * signed out while the request was under way would otherwise still make it. Here the admin's row
 * is locked and read again, so a concurrent change either commits first, and is seen, or waits
 * for the write to end.
 */
import type { FastifyRequest } from 'fastify';

import type { Queryable } from '../db/types';
import { tokenStanding } from '../repositories/admins';
import { authenticationRequired, signedInAdmin, signedInOf, tokenHolds } from './guard';
import { permissionOfRequest, refusalOf } from './permissions';

/**
 * Throws what the guard or the permission check would answer the request now. The role comes
 * before the token: a demotion also ends the admin's sessions, and its refusal is the 403 an
 * Admin gets, not a 401.
 */
export async function recheckSignedIn(tx: Queryable, request: FastifyRequest): Promise<void> {
  const { id } = signedInAdmin(request);
  const standing = await tokenStanding(tx, { lock: true }, id, request.user.jti);
  if (!standing) throw authenticationRequired();
  const refusal = refusalOf(signedInOf(request.user, standing), permissionOfRequest(request));
  if (refusal) throw refusal;
  if (!tokenHolds(request.user, standing)) throw authenticationRequired();
}
