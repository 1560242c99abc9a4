/** Two-factor sign-in across the team: its requirement and an account's reset. */
import type { FastifyPluginAsync } from 'fastify';

import { signedInAdmin } from '../auth/guard';
import { named } from '../http/operationNames';
import { badRequest } from '../lib/httpError';
import { recordActivity } from '../repositories/activity';
import { resetTwoFactor } from '../repositories/adminAccounts';
import { findTwoFactor, isTwoFactorRequired, requireTwoFactor } from '../repositories/twoFactor';
import { ACCOUNT_MESSAGES } from '../../../contract/accountRules';
import { adminAccountSchema, adminReplySchema } from '../../../contract/admins';
import { conflictReplySchema, ifMatchHeadersSchema } from '../../../contract/versions';
import { idParamsSchema, type IdParams } from '../../../contract/common';
import {
  twoFactorRequirementBodySchema,
  twoFactorRequirementReplySchema,
  TWO_FACTOR_MESSAGES as MESSAGES,
  type TwoFactorRequirementBody,
} from '../../../contract/twoFactor';
import { lockTeam } from './adminRules';
import { accountNotFound, lockedAccount, track } from './admins';

/**
 * Two-factor sign-in across the team (docs/api.md#two-factor-sign-in), a Super Admin's part (the
 * admins' permission): whether every account must have it, which one without it then sets up
 * before anything else (auth/permissions.ts), and an account's reset, which ends its sessions.
 * Each is an activity entry, and checks who makes it again inside its transaction, as every
 * admin-account write does (adminRules.ts's lockTeam).
 */
export const teamTwoFactorRoutes: FastifyPluginAsync = async (app) => {
  const requirement = (required: boolean, message: string) => ({
    success: true,
    message,
    required,
  });
  app.get(
    '/admin/admins/two-factor',
    {
      schema: named(
        'getTwoFactorRequirement',
        'Whether two-factor sign-in is required of every account',
        twoFactorRequirementReplySchema,
      ),
    },
    async () => requirement(await isTwoFactorRequired(app.db), 'Two-factor requirement fetched.'),
  );

  app.put<{ Body: TwoFactorRequirementBody }>(
    '/admin/admins/two-factor',
    {
      schema: {
        ...named(
          'setTwoFactorRequirement',
          'Require two-factor sign-in of every account, or not',
          twoFactorRequirementReplySchema,
        ),
        body: twoFactorRequirementBodySchema,
      },
    },
    async (request) => {
      const { required } = request.body;
      const adminId = signedInAdmin(request).id;
      await app.db.transaction(async (tx) => {
        await lockTeam(tx, request);
        // Not a requirement its maker would be the first to fall foul of. Read after lockTeam,
        // which locks the maker's row, so that their own turning off cannot slip in between.
        if (required && !(await findTwoFactor(tx, adminId))?.secret) {
          throw badRequest(MESSAGES.ownFirst, 'required');
        }
        await requireTwoFactor(tx, required);
        const summary = required ? 'required' : 'not required';
        await recordActivity(tx, {
          adminId,
          action: 'two-factor-required',
          entity: 'admin',
          summary,
        });
      });
      return requirement(required, required ? MESSAGES.requiredOn : MESSAGES.requiredOff);
    },
  );

  app.post<{ Params: IdParams }>(
    '/admin/admins/:id/reset-two-factor',
    {
      schema: {
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        response: { 200: adminReplySchema, 409: conflictReplySchema(adminAccountSchema) },
      },
    },
    async (request) => {
      const admin = await app.db.transaction(async (tx) => {
        // At the version read, as every write of an account (admins.ts).
        const { before } = await lockedAccount(tx, request);
        const after = await resetTwoFactor(tx, before.id);
        if (!after) throw accountNotFound();
        await track(tx, request, 'two-factor-reset', after);
        return after;
      });
      return { success: true, message: ACCOUNT_MESSAGES.twoFactorReset, admin };
    },
  );
};
