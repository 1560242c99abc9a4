/** Signing in and out, and the signed-in admin's profile. */
import type { FastifyPluginAsync } from 'fastify';

import { authenticationRequired } from '../auth/guard';
import { verifyAgainstDummy, verifyPassword } from '../auth/password';
import { signAdminToken } from '../auth/tokens';
import { HttpError } from '../errors';
import { findCredentialsByEmail, findProfileById, type AdminProfile } from '../repositories/admins';
import { revokeToken } from '../repositories/revokedTokens';

interface LoginBody {
  email: string;
  password: string;
}

const loginBodySchema = {
  type: 'object',
  required: ['email', 'password'],
  additionalProperties: false,
  properties: {
    email: { type: 'string', format: 'email', maxLength: 254 },
    // A cap keeps a megabyte "password" from tying up scrypt.
    password: { type: 'string', minLength: 1, maxLength: 1024 },
  },
};

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
      schema: {
        body: loginBodySchema,
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'boolean' },
              token: { type: 'string' },
              message: { type: 'string' },
            },
          },
        },
      },
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
      return {
        status: true,
        token: signAdminToken(app, admin.id, app.config.tokenTtlSeconds),
        message: 'Login successful.',
      };
    },
  );
};

/** The signed-in admin's own session: registered behind the admin guard. */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/admin/profile',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              email: { type: 'string' },
              role: { type: 'string' },
            },
          },
        },
      },
    },
    async (request): Promise<AdminProfile> => {
      const profile = await findProfileById(app.db, Number(request.user.sub));
      if (!profile) throw authenticationRequired();
      return profile;
    },
  );

  app.post(
    '/admin/logout',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { success: { type: 'boolean' }, message: { type: 'string' } },
          },
        },
      },
    },
    async (request) => {
      await revokeToken(app.db, request.user.jti, request.user.exp);
      return { success: true, message: 'Logged out.' };
    },
  );
};
