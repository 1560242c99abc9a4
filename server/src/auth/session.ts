/** The session a sign-in begins, whichever way it ended: a password, a second-factor code, a passkey. */
import type { FastifyInstance } from 'fastify';

import { recordSignIn } from '../repositories/adminSessions';
import type { LoginReply } from '../../../contract/auth';
import { signAdminToken } from './tokens';

/** What the sign-in's reply says the session must do first. */
type Standing = Pick<LoginReply, 'mustSetPassword' | 'mustSetUpTwoFactor'>;

/**
 * Records the sign-in and its activity entry (one statement, one trip to the database), signs the
 * session's token at its moment and answers the sign-in's reply. `passkey`: the session began with
 * one (tokens.ts).
 */
export async function beginSession(
  app: FastifyInstance,
  adminId: number,
  standing: Standing,
  { passkey = false } = {},
): Promise<LoginReply> {
  const at = await recordSignIn(app.db, adminId);
  const token = signAdminToken(app, adminId, app.config.tokenTtlSeconds, at, { passkey });
  return { status: true, token, message: 'Login successful.', ...standing };
}
