/** Signing in and out, and the signed-in admin's profile. */
import type { FastifyPluginAsync } from 'fastify';

import { authenticationRequired } from '../auth/guard';
import { verifyAgainstDummy, verifyPassword } from '../auth/password';
import { signAdminToken } from '../auth/tokens';
import { HttpError } from '../http/errors';
import { recordActivity } from '../repositories/activity';
import { findCredentialsByEmail, findProfileById, type AdminProfile } from '../repositories/admins';
import { revokeToken } from '../repositories/revokedTokens';
import {
  loginBodySchema,
  loginReplySchema,
  profileSchema,
  type LoginBody,
} from '../../../contract/auth';
import { messageReplySchema } from '../../../contract/common';

const invalidCredentials = () =>
  new HttpError(401, { status: false, message: 'Invalid credentials.' });

function seconds(n: number): string {
  return n === 1 ? '1 second' : `${n} seconds`;
}

/** POST /admin/admin-login: open to anyone, so rate limited per IP address. */
export const loginRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: LoginBody }>(
    '/admin/admin-login',
    {
      schema: { body: loginBodySchema, response: { 200: loginReplySchema } },
      config: {
        rateLimit: {
          max: app.config.loginRateLimit,
          timeWindow: 60_000,
          errorResponseBuilder: (_request, context) =>
            new HttpError(429, {
              status: false,
              message: `Too many login attempts. Please try again in ${seconds(Math.ceil(context.ttl / 1000))}.`,
            }),
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const admin = await findCredentialsByEmail(app.db, email);
      const valid = admin
        ? await verifyPassword(password, admin.passwordHash)
        : await verifyAgainstDummy(password);
      if (!admin || !valid) throw invalidCredentials();
      const token = signAdminToken(app, admin.id, app.config.tokenTtlSeconds);
      await recordActivity(app.db, { adminId: admin.id, action: 'sign-in', entity: 'session' });
      return { status: true, token, message: 'Login successful.' };
    },
  );
};

/** The signed-in admin's own session: registered behind the admin guard. */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/admin/profile',
    { schema: { response: { 200: profileSchema } } },
    async (request): Promise<AdminProfile> => {
      const profile = await findProfileById(app.db, Number(request.user.sub));
      if (!profile) throw authenticationRequired();
      return profile;
    },
  );

  app.post(
    '/admin/logout',
    { schema: { response: { 200: messageReplySchema } } },
    async (request) => {
      await app.db.transaction(async (tx) => {
        await revokeToken(tx, request.user.jti, request.user.exp);
        await recordActivity(tx, {
          adminId: Number(request.user.sub),
          action: 'sign-out',
          entity: 'session',
        });
      });
      return { success: true, message: 'Logged out.' };
    },
  );
};
