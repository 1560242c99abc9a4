/** Signing in and out, and the signed-in admin's own account. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import { DEFAULT_SHOP_TIME_ZONE } from '../config';
import { named } from '../http/operationNames';
import { currentPasswordLimit, signInLimit } from '../auth/attemptLimits';
import { checkCurrentPassword, incorrectPassword } from '../auth/currentPassword';
import { authenticationRequired, signedInAdmin } from '../auth/guard';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password';
import { recheckSignedIn } from '../auth/recheck';
import { beginSession } from '../auth/session';
import { signAdminToken, signChallenge } from '../auth/tokens';
import type { Queryable } from '../db/types';
import { badRequest, refused, signInRefused } from '../lib/httpError';
import { recordActivity } from '../repositories/activity';
import { findCredentialsByEmail, findProfileById } from '../repositories/admins';
import {
  endSessions,
  findPassword,
  recordOwnChange,
  setOwnPassword,
  type SessionsChange,
} from '../repositories/adminSessions';
import { revokeToken } from '../repositories/revokedTokens';
import {
  freshTokenReplySchema,
  passwordChangeBodySchema,
  type PasswordChangeBody,
} from '../../../contract/admins';
import { signInReplySchema, TWO_FACTOR_MESSAGES } from '../../../contract/twoFactor';
import {
  loginBodySchema,
  profileSchema,
  type LoginBody,
  type Profile,
} from '../../../contract/auth';
import { messageReplySchema } from '../../../contract/common';
import { SIGN_IN_MESSAGES } from '../../../contract/accountRules';

/** Said only to whoever knows the password (docs/api.md#admin-accounts). */
const ONE_TIME_PASSWORD_ENDED =
  'Your one-time password has expired. Ask a Super Admin to reset it.';

/**
 * What every sign-in path (the password, the code after it, a passkey) checks of the account once
 * its proof is right, so that no path signs in an account another refuses: a one-time password
 * past its time ends the account's sign-ins, however it proves itself, until a reset.
 */
export function checkSignInStanding(account: { oneTimePasswordEnded: boolean }): void {
  // Without `status`, which would have the sign-in page say 'Invalid credentials.' instead
  // (docs/requirements.md#8-errors-and-messages).
  if (account.oneTimePasswordEnded) throw refused(401, ONE_TIME_PASSWORD_ENDED);
}

/** POST /admin/admin-login: open to anyone, so rate limited per IP address (attemptLimits.ts). */
export const loginRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: LoginBody }>(
    '/admin/admin-login',
    {
      schema: { ...named('signIn', 'Sign in', signInReplySchema), body: loginBodySchema },
      config: { rateLimit: signInLimit(app) },
    },
    async (request) => {
      const { email, password } = request.body;
      const admin = await findCredentialsByEmail(app.db, email);
      const valid = admin
        ? await verifyPassword(password, admin.passwordHash)
        : await verifyAgainstDummy(password);
      if (!admin || !valid) throw signInRefused(SIGN_IN_MESSAGES.invalidCredentials);
      checkSignInStanding(admin);
      // The session waits for the code (routes/twoFactor.ts), which the challenge carries to.
      if (admin.twoFactor) {
        const challenge = signChallenge(app, admin.id, admin.validFrom);
        return { status: true, message: TWO_FACTOR_MESSAGES.enterCode, challenge };
      }
      // A session begun now is after any requirement: it sets up two-factor sign-in first.
      const { mustSetPassword, mustSetUpTwoFactor } = admin;
      return beginSession(app, admin.id, { mustSetPassword, mustSetUpTwoFactor });
    },
  );
};

/** The signed-in admin's own session and account: registered behind the admin guard. */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/admin/profile',
    { schema: named('getProfile', 'Get your own account', profileSchema) },
    async (request): Promise<Profile> => {
      const { id, mustSetUpTwoFactor } = signedInAdmin(request);
      const profile = await findProfileById(app.db, id);
      if (!profile) throw authenticationRequired();
      const timeZone = app.config.shopTimeZone ?? DEFAULT_SHOP_TIME_ZONE;
      return { ...profile, mustSetUpTwoFactor, timeZone };
    },
  );

  app.post(
    '/admin/logout',
    { schema: named('signOut', 'Sign out', messageReplySchema) },
    async (request) => {
      const adminId = signedInAdmin(request).id;
      await app.db.transaction(async (tx) => {
        await revokeToken(tx, request.user.jti, request.user.exp);
        await recordActivity(tx, { adminId, action: 'sign-out', entity: 'session' });
      });
      return { success: true, message: 'Logged out.' };
    },
  );

  // The admin's own password (current + new; at first sign-in the current one is the one-time
  // one), and signing out of every other session. Each ends every token signed before it and
  // answers a fresh one for this session.
  /**
   * Runs `change` in a transaction with its trail entry; answers the token that stays. The fresh
   * token is signed after any end of the session written meanwhile, so the session is checked
   * again inside the write, as the admin-account writes check theirs (recheck.ts): one ended
   * after the guard let the request through must not come back to life with it.
   */
  const withFreshToken = async (
    request: FastifyRequest,
    action: 'password-set' | 'sessions-ended',
    change: (tx: Queryable) => Promise<SessionsChange>,
  ) => {
    const { id } = signedInAdmin(request);
    const { at } = await app.db.transaction(async (tx) => {
      await recheckSignedIn(tx, request);
      const changed = await change(tx);
      await recordOwnChange(tx, { adminId: id, action, summary: changed.email });
      return changed;
    });
    // A session begun with a passkey stays one (docs/api.md#passkeys).
    const { passkey } = request.user;
    return signAdminToken(app, id, at, passkey === true);
  };

  app.put<{ Body: PasswordChangeBody }>(
    '/admin/profile/password',
    {
      schema: {
        ...named('changePassword', 'Change your own password', freshTokenReplySchema),
        body: passwordChangeBodySchema,
      },
      config: { rateLimit: currentPasswordLimit(app) },
    },
    async (request) => {
      const { id } = signedInAdmin(request);
      const { currentPassword, newPassword } = request.body;
      const onFile = await checkCurrentPassword(app.db, id, currentPassword);
      if (onFile.oneTimePasswordEnded) throw badRequest(ONE_TIME_PASSWORD_ENDED);
      if (newPassword === currentPassword) {
        throw badRequest(SIGN_IN_MESSAGES.newPasswordUnchanged, 'newPassword');
      }
      const newHash = await hashPassword(newPassword);
      const token = await withFreshToken(request, 'password-set', async (tx) => {
        // Changed meanwhile (another session of the same admin): the current one was not it.
        if ((await findPassword(tx, id, { lock: true }))?.hash !== onFile.hash) {
          throw incorrectPassword();
        }
        return setOwnPassword(tx, id, newHash);
      });
      return { success: true, message: 'Password changed.', token };
    },
  );

  app.post(
    '/admin/profile/end-other-sessions',
    { schema: named('endOtherSessions', 'Sign out of your other sessions', freshTokenReplySchema) },
    async (request) => {
      const token = await withFreshToken(request, 'sessions-ended', (tx) =>
        endSessions(tx, signedInAdmin(request).id),
      );
      return { success: true, message: 'Signed out of every other session.', token };
    },
  );
};
