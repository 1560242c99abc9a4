/**
 * Passkeys (WebAuthn, docs/api.md#passkeys): the signed-in admin adds them (the prompt's options,
 * then the browser's answer, checked against the one-time challenge, with the current password),
 * names, lists and removes them; and a sign-in with one, open to anyone, which needs no password
 * and counts as both factors.
 */
import type { FastifyPluginAsync } from 'fastify';

import { currentPasswordLimit, passkeySignInLimit } from '../auth/attemptLimits';
import { checkCurrentPassword } from '../auth/currentPassword';
import { authenticationRequired, signedInAdmin } from '../auth/guard';
import {
  authenticationOptions,
  registeredCredential,
  registrationOptions,
  signedCounter,
} from '../auth/passkeys';
import { recheckSignedIn } from '../auth/recheck';
import { beginSession } from '../auth/session';
import { named } from '../http/operationNames';
import { badRequest, notFound, signInRefused } from '../lib/httpError';
import { recordOwnChange } from '../repositories/adminSessions';
import { findProfileById } from '../repositories/admins';
import {
  addPasskey,
  credentialsOf,
  findSigningPasskey,
  listPasskeys,
  removePasskey,
  usePasskey,
} from '../repositories/passkeys';
import { loginReplySchema } from '../../../contract/auth';
import { idParamsSchema, messageReplySchema, type IdParams } from '../../../contract/common';
import {
  passkeyAddBodySchema,
  passkeyListReplySchema,
  passkeyOptionsBodySchema,
  passkeyOptionsReplySchema,
  passkeyReplySchema,
  passkeySignInBodySchema,
  PASSKEY_MESSAGES as MESSAGES,
  type PasskeyAddBody,
  type PasskeyOptionsBody,
  type PasskeySignInBody,
} from '../../../contract/passkeys';
import { checkSignInStanding } from './auth';

/** POST /admin/admin-login/passkey(/options): open to anyone, limited per address. */
export const passkeySignInRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/admin/admin-login/passkey/options',
    {
      schema: named(
        'passkeySignInOptions',
        "Sign in with a passkey: the browser prompt's options",
        passkeyOptionsReplySchema,
      ),
      config: { rateLimit: passkeySignInLimit(app) },
    },
    () => authenticationOptions(app),
  );

  app.post<{ Body: PasskeySignInBody }>(
    '/admin/admin-login/passkey',
    {
      schema: {
        ...named('signInWithPasskey', 'Sign in with a passkey', loginReplySchema),
        body: passkeySignInBodySchema,
      },
      config: { rateLimit: passkeySignInLimit(app) },
    },
    async (request) => {
      const { response } = request.body;
      const passkey = await findSigningPasskey(app.db, response.id);
      if (!passkey) throw signInRefused(MESSAGES.notRecognised);
      const { passkeyId, adminId, credential, mustSetPassword } = passkey;
      const counter = await signedCounter(app, adminId, credential, response);
      if (counter === undefined) throw signInRefused(MESSAGES.notRecognised);
      checkSignInStanding(passkey);
      await usePasskey(app.db, passkeyId, counter);
      return beginSession(app, adminId, { mustSetPassword }, { passkey: true });
    },
  );
};

/** The signed-in admin's own passkeys: registered behind the admin guard. */
export const passkeyRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/admin/profile/passkeys',
    { schema: named('listPasskeys', 'List your own passkeys', passkeyListReplySchema) },
    async (request) => {
      const data = await listPasskeys(app.db, signedInAdmin(request).id);
      return { success: true, message: 'Passkeys retrieved.', data };
    },
  );

  app.post<{ Body: PasskeyOptionsBody }>(
    '/admin/profile/passkeys/options',
    {
      schema: {
        ...named(
          'passkeyOptions',
          "Add a passkey: the browser prompt's options",
          passkeyOptionsReplySchema,
        ),
        body: passkeyOptionsBodySchema,
      },
      config: { rateLimit: currentPasswordLimit(app) },
    },
    async (request) => {
      const { id } = signedInAdmin(request);
      // Before any challenge is kept: the addition below takes only one given after it.
      await checkCurrentPassword(app.db, id, request.body.currentPassword);
      const admin = await findProfileById(app.db, id);
      if (!admin) throw authenticationRequired();
      return registrationOptions(app, admin, await credentialsOf(app.db, id));
    },
  );

  app.post<{ Body: PasskeyAddBody }>(
    '/admin/profile/passkeys',
    {
      schema: {
        ...named('addPasskey', 'Add a passkey'),
        body: passkeyAddBodySchema,
        response: { 201: passkeyReplySchema },
      },
    },
    async (request, reply) => {
      const { id: adminId } = signedInAdmin(request);
      const { name: typed, response } = request.body;
      const name = typed.trim();
      // Its challenge, kept for this admin, was given only for their current password (above).
      const credential = await registeredCredential(app, adminId, response);
      if (!credential) throw badRequest(MESSAGES.notAdded, 'response');
      const data = await app.db.transaction(async (tx) => {
        // A passkey signs in alone: a session ended after the guard let the request through (a
        // reset of the account's two-factor sign-in, which removes its passkeys) adds none.
        await recheckSignedIn(tx, request);
        const added = await addPasskey(tx, adminId, { ...credential, name });
        if (!added) throw badRequest(MESSAGES.notAdded, 'response');
        const { email: summary } = (await findProfileById(tx, adminId)) ?? { email: '' };
        await recordOwnChange(tx, { adminId, action: 'passkey-added', summary, after: { name } });
        return added;
      });
      return reply.code(201).send({ success: true, message: MESSAGES.added, data });
    },
  );

  app.delete<{ Params: IdParams }>(
    '/admin/profile/passkeys/:id',
    {
      schema: {
        ...named('removePasskey', 'Remove one of your passkeys', messageReplySchema),
        params: idParamsSchema,
      },
    },
    async (request) => {
      const { id: adminId } = signedInAdmin(request);
      await app.db.transaction(async (tx) => {
        await recheckSignedIn(tx, request);
        const name = await removePasskey(tx, adminId, request.params.id);
        if (name === undefined) throw notFound(MESSAGES.notFound);
        const { email: summary } = (await findProfileById(tx, adminId)) ?? { email: '' };
        await recordOwnChange(tx, {
          adminId,
          action: 'passkey-removed',
          summary,
          before: { name },
        });
      });
      return { success: true, message: MESSAGES.removed };
    },
  );
};
