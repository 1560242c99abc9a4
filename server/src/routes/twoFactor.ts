/**
 * Two-factor sign-in with an authenticator app (docs/api.md#two-factor-sign-in): the signed-in
 * admin sets it up (a secret, then a current code of it turns it on and answers the recovery
 * codes, once), and a sign-in whose password was right then ends here, with a code or a
 * recovery code, each taken once.
 */
import type { FastifyPluginAsync } from 'fastify';

import { ownCodeLimit, secondFactorLimit } from '../auth/attemptLimits';
import { authenticationRequired, provedSince, signedInAdmin } from '../auth/guard';
import { recheckSignedIn } from '../auth/recheck';
import { beginSession } from '../auth/session';
import { readChallenge } from '../auth/tokens';
import { newRecoveryCode, newTotpSecret, recoveryCodeHash, totpStep } from '../auth/twoFactor';
import type { Queryable } from '../db/types';
import { named } from '../http/operationNames';
import { badRequest, refused, signInRefused } from '../lib/httpError';
import { findPassword, recordOwnChange } from '../repositories/adminSessions';
import {
  findTwoFactor,
  isTwoFactorRequired,
  startTwoFactor,
  takeCodeStep,
  takeRecoveryCode,
  turnOffTwoFactor,
  turnOnTwoFactor,
} from '../repositories/twoFactor';
import { loginReplySchema } from '../../../contract/auth';
import { messageReplySchema } from '../../../contract/common';
import {
  RECOVERY_CODE_COUNT,
  secondFactorBodySchema,
  twoFactorCodeBodySchema,
  twoFactorOnReplySchema,
  twoFactorSetupReplySchema,
  TWO_FACTOR_MESSAGES as MESSAGES,
  type SecondFactorBody,
  type TwoFactorCodeBody,
} from '../../../contract/twoFactor';
import { checkSignInStanding } from './auth';

/** Takes `code`, a current code of `secret` or an unused recovery code: false when it is neither. */
async function takeCode(db: Queryable, id: number, secret: string, code: string) {
  const step = totpStep(secret, code);
  if (step !== null) return takeCodeStep(db, id, step);
  return takeRecoveryCode(db, id, recoveryCodeHash(code));
}

/** POST /admin/admin-login/second-factor: open to anyone, limited per account (attemptLimits.ts). */
export const secondFactorRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: SecondFactorBody }>(
    '/admin/admin-login/second-factor',
    {
      schema: {
        ...named('signInSecondFactor', 'Sign in: the code after the password', loginReplySchema),
        body: secondFactorBodySchema,
      },
      config: { rateLimit: secondFactorLimit(app) },
    },
    async (request) => {
      const { challenge, code } = request.body;
      const challenged = readChallenge(app, challenge);
      if (!challenged) throw signInRefused(MESSAGES.challengeEnded);
      const { adminId: id, validFrom } = challenged;
      const account = await findTwoFactor(app.db, id);
      if (!account?.secret) throw signInRefused(MESSAGES.challengeEnded);
      // Checked again, as the guard checks a token: the password the challenge proved holds only
      // until the admin's sessions end (a password changed or reset, every session ended), and
      // the one-time password may have run out since. The code stays untaken.
      const onFile = await findPassword(app.db, id);
      if (!onFile || !provedSince(validFrom, onFile)) throw signInRefused(MESSAGES.challengeEnded);
      checkSignInStanding(onFile);
      if (!(await takeCode(app.db, id, account.secret, code))) {
        throw signInRefused(MESSAGES.wrongCode);
      }
      return beginSession(app, id, { mustSetPassword: account.mustSetPassword });
    },
  );
};

/** The signed-in admin's own two-factor sign-in: registered behind the admin guard. */
export const twoFactorRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/admin/profile/two-factor',
    {
      schema: named(
        'startTwoFactor',
        'Start setting up two-factor sign-in',
        twoFactorSetupReplySchema,
      ),
    },
    async (request) => {
      const { id } = signedInAdmin(request);
      const account = await findTwoFactor(app.db, id);
      if (!account) throw authenticationRequired();
      if (account.secret) throw refused(409, MESSAGES.alreadyOn);
      const { secret, otpauthUrl } = newTotpSecret(account.email);
      await startTwoFactor(app.db, id, secret);
      const message = 'Scan the QR code with your authenticator app, then enter its code.';
      return { success: true, message, secret, otpauthUrl };
    },
  );

  app.put<{ Body: TwoFactorCodeBody }>(
    '/admin/profile/two-factor',
    {
      schema: {
        ...named('turnOnTwoFactor', 'Turn on two-factor sign-in', twoFactorOnReplySchema),
        body: twoFactorCodeBodySchema,
      },
    },
    async (request) => {
      const { id } = signedInAdmin(request);
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await app.db.transaction(async (tx) => {
        // How the account signs in changes only by a session that still stands (recheck.ts).
        await recheckSignedIn(tx, request);
        // Read under the lock, as a set-up started again meanwhile would replace the secret: the
        // code is checked against the very one switched on.
        const account = await findTwoFactor(tx, id, { lock: true });
        if (account?.secret) throw refused(409, MESSAGES.alreadyOn);
        const secret = account?.pendingSecret;
        if (!secret) throw badRequest(MESSAGES.noSetup, 'code');
        const step = totpStep(secret, request.body.code);
        if (step === null) throw badRequest(MESSAGES.wrongCode, 'code');
        await turnOnTwoFactor(tx, id, { secret, step }, recoveryCodes.map(recoveryCodeHash));
        await recordOwnChange(tx, { adminId: id, action: 'two-factor-on', summary: account.email });
      });
      const message = 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.';
      return { success: true, message, recoveryCodes };
    },
  );

  app.delete<{ Body: TwoFactorCodeBody }>(
    '/admin/profile/two-factor',
    {
      schema: {
        ...named('turnOffTwoFactor', 'Turn off two-factor sign-in', messageReplySchema),
        body: twoFactorCodeBodySchema,
      },
      config: { rateLimit: ownCodeLimit(app) },
    },
    async (request) => {
      const { id } = signedInAdmin(request);
      await app.db.transaction(async (tx) => {
        await recheckSignedIn(tx, request);
        // Read inside the write, the account locked: a requirement made before now refuses it,
        // and one made after finds the account off, to be set up again at its next sign-in.
        const account = await findTwoFactor(tx, id, { lock: true });
        if (!account) throw authenticationRequired();
        const { secret, email: summary } = account;
        if (!secret) throw refused(409, MESSAGES.alreadyOff);
        if (await isTwoFactorRequired(tx)) throw refused(403, MESSAGES.requiredStaysOn);
        if (!(await takeCode(tx, id, secret, request.body.code))) {
          throw badRequest(MESSAGES.wrongCode, 'code');
        }
        await turnOffTwoFactor(tx, id);
        await recordOwnChange(tx, { adminId: id, action: 'two-factor-off', summary });
      });
      return { success: true, message: MESSAGES.turnedOff };
    },
  );
};
