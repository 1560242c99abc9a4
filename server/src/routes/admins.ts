/**
 * The admin accounts (docs/api.md#admin-accounts), for Super Admins (auth/permissions.ts): the
 * list paged, searched and sorted as User Management's; one account; create with a one-time
 * password, update, delete, reset the password. Each write is a transaction that checks again
 * who makes it (adminRules.ts's lockTeam), with the account locked and an activity entry; a role
 * change, disabling, a reset or deleting ends the admin's sessions at once. The rules that keep
 * the team in charge are in adminRules.ts.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import { signedInAdmin } from '../auth/guard';
import { generatePassword, hashPassword } from '../auth/password';
import type { Queryable } from '../db/types';
import { badRequest, notFound } from '../lib/httpError';
import { checkVersion, missingItem } from '../http/versions';
import { changedFields, lastChangeOf, recordActivity } from '../repositories/activity';
import {
  ADMIN_TABLE,
  deleteAccount,
  findAccount,
  insertAccount,
  resetPassword,
  updateAccount,
} from '../repositories/adminAccounts';
import {
  adminAccountSchema,
  adminReplySchema,
  adminsPageQuerySchema,
  createAdminBodySchema,
  oneTimePasswordReplySchema,
  updateAdminBodySchema,
  type AdminAccount,
  type CreateAdminBody,
  type UpdateAdminBody,
} from '../../../contract/admins';
import { ACCOUNT_MESSAGES } from '../../../contract/accountRules';
import { idParamsSchema, messageReplySchema, type IdParams } from '../../../contract/common';
import { conflictReplySchema, ifMatchHeadersSchema } from '../../../contract/versions';
import { checkDeletion, checkUpdate, endsSessions, lockForChange, lockTeam } from './adminRules';
import { pagedListRoutes } from './shopListRoutes';

const NOT_FOUND = 'Admin not found.';
export const accountNotFound = () => notFound(NOT_FOUND);

/** The 404 of a write to the account `id`: who deleted it when, if it was deleted. */
const missingAccount = async (db: Queryable, id: number) =>
  missingItem(NOT_FOUND, await lastChangeOf(db, 'admin', id));

/** What the trail keeps of an account: never its password. */
const trailed = ({ name, email, role, disabled }: AdminAccount) => ({
  name,
  email,
  role,
  disabled,
});

/** An answer with a one-time password: no cache along the way may keep it. */
const NOT_KEPT = 'no-store';

const byId = { params: idParamsSchema };
const conflict = { 409: conflictReplySchema(adminAccountSchema) };
/** A write to one account: its id, and the version it was read at (If-Match). */
const versioned = { ...byId, headers: ifMatchHeadersSchema };

export const adminAccountRoutes: FastifyPluginAsync = async (app) => {
  pagedListRoutes(app, {
    resource: 'admins',
    table: ADMIN_TABLE,
    pagedRowSchema: adminAccountSchema,
    pageQuerySchema: adminsPageQuerySchema,
  });

  app.get<{ Params: IdParams }>(
    '/admin/admins/:id',
    { schema: { ...byId, response: { 200: adminReplySchema } } },
    async (request) => {
      const admin = await findAccount(app.db, request.params.id);
      if (!admin) throw accountNotFound();
      return { success: true, message: 'Admin fetched successfully.', admin };
    },
  );

  app.post<{ Body: CreateAdminBody }>(
    '/admin/admins',
    { schema: { body: createAdminBodySchema, response: { 201: oneTimePasswordReplySchema } } },
    async (request, reply) => {
      const oneTimePassword = generatePassword();
      const passwordHash = await hashPassword(oneTimePassword);
      const admin = await app.db.transaction(async (tx) => {
        await lockTeam(tx, request);
        const created = await insertAccount(tx, { ...request.body, passwordHash });
        if (!created) throw badRequest(ACCOUNT_MESSAGES.emailTaken, 'email');
        await track(tx, request, 'create', created, { after: trailed(created) });
        return created;
      });
      reply.code(201).header('cache-control', NOT_KEPT);
      return { success: true, message: ACCOUNT_MESSAGES.created, admin, oneTimePassword };
    },
  );

  app.put<{ Params: IdParams; Body: UpdateAdminBody }>(
    '/admin/admins/:id',
    {
      schema: {
        ...versioned,
        body: updateAdminBodySchema,
        response: { 200: adminReplySchema, ...conflict },
      },
    },
    async (request) => {
      const admin = await app.db.transaction(async (tx) => {
        const change = await lockedAccount(tx, request);
        await checkUpdate(tx, signedInAdmin(request).id, change, request.body);
        const { before } = change;
        const after = await updateAccount(tx, before.id, {
          ...request.body,
          endSessions: endsSessions(before, request.body),
        });
        if (!after) throw accountNotFound();
        await track(tx, request, 'update', after, changedFields(trailed(before), trailed(after)));
        return after;
      });
      return { success: true, message: ACCOUNT_MESSAGES.updated, admin };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/admin/admins/:id',
    { schema: { ...versioned, response: { 200: messageReplySchema, ...conflict } } },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const change = await lockedAccount(tx, request);
        checkDeletion(signedInAdmin(request).id, change);
        const { before } = change;
        await deleteAccount(tx, before.id);
        await track(tx, request, 'delete', before, { before: trailed(before) });
      });
      return { success: true, message: ACCOUNT_MESSAGES.deleted };
    },
  );

  app.post<{ Params: IdParams }>(
    '/admin/admins/:id/reset-password',
    { schema: { ...versioned, response: { 200: oneTimePasswordReplySchema, ...conflict } } },
    async (request, reply) => {
      // Found first: hashing takes a tenth of a second, not worth it for a missing account.
      const { id } = request.params;
      if (!(await findAccount(app.db, id))) throw await missingAccount(app.db, id);
      const oneTimePassword = generatePassword();
      const passwordHash = await hashPassword(oneTimePassword);
      const admin = await app.db.transaction(async (tx) => {
        // At the version read: a colleague's reset meanwhile gave a password this one would replace.
        const { before } = await lockedAccount(tx, request);
        const after = await resetPassword(tx, before.id, passwordHash);
        if (!after) throw accountNotFound();
        await track(tx, request, 'password-reset', after);
        return after;
      });
      reply.header('cache-control', NOT_KEPT);
      return { success: true, message: ACCOUNT_MESSAGES.passwordReset, admin, oneTimePassword };
    },
  );
};

/**
 * The account the request names, locked after the team (lockForChange), at the version the
 * request read it (If-Match); a 404 saying who deleted it when, if it was.
 */
export async function lockedAccount(tx: Queryable, request: FastifyRequest<{ Params: IdParams }>) {
  const change = await lockForChange(tx, request, request.params.id);
  if (!change) throw await missingAccount(tx, request.params.id);
  const { before } = change;
  await checkVersion(request, 'This admin account', before, () =>
    lastChangeOf(tx, 'admin', before.id),
  );
  return change;
}

/** The trail's entry of a change to `account`, by the signed-in admin. */
export function track(
  tx: Queryable,
  request: FastifyRequest,
  action: 'create' | 'update' | 'delete' | 'password-reset' | 'two-factor-reset',
  account: AdminAccount,
  fields: { before?: Record<string, unknown>; after?: Record<string, unknown> } = {},
): Promise<void> {
  const adminId = signedInAdmin(request).id;
  const { id: entityId, email: summary } = account;
  return recordActivity(tx, { adminId, action, entity: 'admin', entityId, summary, ...fields });
}
