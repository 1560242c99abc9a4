/** The session a sign-in begins, however it ended: a password, a second-factor code, a passkey. */
import type { FastifyInstance } from 'fastify';

import { recordSignIn } from '../repositories/adminSessions';
import type { LoginReply } from '../../../contract/auth';
import { signAdminToken } from './tokens';

/**
 * Records the sign-in and its activity entry (one trip to the database) and answers the reply with
 * the session's token, signed at that moment; `passkey`: the session began with one (tokens.ts).
 */
export async function beginSession(
  app: FastifyInstance,
  adminId: number,
  standing: Pick<LoginReply, 'mustSetPassword' | 'mustSetUpTwoFactor'>,
  { passkey = false } = {},
): Promise<LoginReply> {
  const at = await recordSignIn(app.db, adminId);
  const token = signAdminToken(app, adminId, at, passkey);
  return { status: true, token, message: 'Login successful.', ...standing };
}
