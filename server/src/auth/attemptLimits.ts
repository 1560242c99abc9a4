/**
 * The one limit on guessing a password (docs/api.md#sign-in-and-session): LOGIN_RATE_LIMIT
 * attempts a minute, counted in the database (rateLimitStore.ts), so that every server on it
 * counts the same ones. The sign-in counts them per address, as it knows no admin yet; the
 * current password per account, so that neither more sessions nor more servers give more guesses.
 */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { HttpError } from '../lib/httpError';
import { signedInAdmin } from './guard';
import { readChallenge } from './tokens';

function seconds(n: number): string {
  return n === 1 ? '1 second' : `${n} seconds`;
}

/** The flag of the refusal's body: the sign-in's answers carry `status`, the others `success`. */
type Flag = { status: false } | { success: false };

/** @fastify/rate-limit's options for a route whose attempts of `what` are limited. */
function attemptLimit(
  app: FastifyInstance,
  what: string,
  flag: Flag,
  keyGenerator?: (request: FastifyRequest) => string,
): RateLimitOptions {
  return {
    max: app.config.loginRateLimit,
    timeWindow: 60_000,
    ...(keyGenerator && { keyGenerator }),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, {
        ...flag,
        message: `Too many ${what} attempts. Please try again in ${seconds(Math.ceil(context.ttl / 1000))}.`,
      }),
  };
}

/** POST /admin/admin-login's: per address (request.ip, the client's behind TRUST_PROXY). */
export const signInLimit = (app: FastifyInstance) => attemptLimit(app, 'login', { status: false });

/**
 * A signed-in admin's own route's, per account (the guard has found the admin). Counted once the
 * body is valid: a body the schema refuses tried nothing.
 */
const ownAttemptLimit = (app: FastifyInstance, what: string): RateLimitOptions => ({
  ...attemptLimit(app, what, { success: false }, (request) => `admin ${signedInAdmin(request).id}`),
  hook: 'preHandler',
});

/**
 * The current password's, one count for every route that asks for it (PUT /admin/profile/password,
 * POST /admin/profile/passkeys/options): no route gives more guesses at it than another.
 */
export const currentPasswordLimit = (app: FastifyInstance): RateLimitOptions => ({
  ...ownAttemptLimit(app, 'password'),
  groupId: 'current password',
});

/**
 * POST /admin/admin-login/second-factor's, per account its challenge names (per address for a
 * challenge that names none): neither more sign-ins nor more servers give more guesses at a code.
 */
export const secondFactorLimit = (app: FastifyInstance): RateLimitOptions => ({
  ...attemptLimit(app, 'code', { status: false }, (request) => {
    const { challenge } = request.body as { challenge?: string };
    const id = readChallenge(app, challenge ?? '')?.adminId;
    return id === undefined ? `address ${request.ip}` : `second factor ${id}`;
  }),
  hook: 'preHandler',
});

/** The passkey sign-in's, both its options and its answer: per address, as it knows no admin yet. */
export const passkeySignInLimit = (app: FastifyInstance) =>
  attemptLimit(app, 'passkey', { status: false });

/**
 * DELETE /admin/profile/two-factor's, per account: a session taken over gets no more guesses at
 * a code there than the sign-in gives, however many sessions or servers it uses.
 */
export const ownCodeLimit = (app: FastifyInstance) => ownAttemptLimit(app, 'code');
