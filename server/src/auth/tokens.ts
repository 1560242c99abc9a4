/**
 * The kinds of JWT the server signs (HS256): an admin's sign-in; the challenge of a sign-in
 * whose password was right and whose code is still to come (docs/api.md#two-factor-sign-in);
 * and the public-facing "airlo" token the client asks for at start-up. The `typ` claim tells
 * them apart, so one can never pass for another.
 */
import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

export const AIRLO_TOKEN_TTL_SECONDS = 3600;

interface AdminTokenPayload {
  typ: 'admin';
  /** The admin's id. */
  sub: string;
  /** Identifies the sign-in so logout can revoke it. */
  jti: string;
  /**
   * When the sign-in (or the change that answered this token) was written, by the database's
   * clock, in microseconds since the epoch: the guard compares it with the moment the admin's
   * sessions were last ended, which the database wrote by the same clock, so that a token signed
   * a moment before the end is refused, and the one the change answers is not. Tokens signed
   * before this claim existed lack it; their `iat` stands in.
   */
  at?: number;
  /**
   * True for a session begun with a passkey (docs/api.md#passkeys), which stands for both
   * factors: it is never asked to set up two-factor sign-in. Carried to the tokens that answer
   * the session's own changes.
   */
  passkey?: true;
}

interface AirloTokenPayload {
  typ: 'airlo';
  jti: string;
}

interface ChallengePayload {
  typ: 'second-factor';
  /** The admin whose password was right. */
  sub: string;
  /**
   * The admin's `validFrom` as the password was read (repositories/admins.ts's TokenStanding):
   * once their sessions end again (a password change, a reset, a sign-out of every session), the
   * password this challenge proved may be one no longer, and the guard's rule ends it as it ends
   * a token signed before then.
   */
  validFrom: number;
}

/** How long a sign-in waits for its code. */
export const CHALLENGE_TTL_SECONDS = 300;

/** A verified admin token, as the guard leaves it on request.user. */
export interface AdminClaims extends AdminTokenPayload {
  iat: number;
  exp: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AdminTokenPayload | AirloTokenPayload | ChallengePayload;
    user: AdminClaims;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isAdminClaims(value: unknown): value is AdminClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    claims.typ === 'admin' &&
    typeof claims.sub === 'string' &&
    /^\d+$/.test(claims.sub) &&
    typeof claims.jti === 'string' &&
    UUID.test(claims.jti) &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number' &&
    (claims.at === undefined || Number.isSafeInteger(claims.at)) &&
    (claims.passkey === undefined || claims.passkey === true)
  );
}

/**
 * A token for the configured time. `at`: the database's time of the sign-in or change, in
 * microseconds; `passkey`: whether the session began with one (AdminTokenPayload).
 */
export function signAdminToken(
  app: FastifyInstance,
  adminId: number,
  at: number,
  passkey: boolean,
): string {
  return app.jwt.sign(
    {
      typ: 'admin',
      sub: String(adminId),
      jti: randomUUID(),
      at,
      ...(passkey && { passkey: true as const }),
    },
    { expiresIn: app.config.tokenTtlSeconds },
  );
}

/** When a token was signed, in microseconds, as the guard compares it. */
export const signedAt = (claims: AdminClaims) => claims.at ?? claims.iat * 1_000_000;

export function signAirloToken(app: FastifyInstance): string {
  return app.jwt.sign({ typ: 'airlo', jti: randomUUID() }, { expiresIn: AIRLO_TOKEN_TTL_SECONDS });
}

export const signChallenge = (app: FastifyInstance, adminId: number, validFrom: number): string =>
  app.jwt.sign(
    { typ: 'second-factor', sub: String(adminId), validFrom },
    { expiresIn: CHALLENGE_TTL_SECONDS },
  );

/** A sign-in's challenge, read: the admin it is for and their `validFrom` then. */
export interface Challenge {
  adminId: number;
  validFrom: number;
}

/** A sign-in's challenge, or undefined for one forged, expired or of another kind. */
export function readChallenge(app: FastifyInstance, challenge: string): Challenge | undefined {
  try {
    const claims = app.jwt.verify<Partial<ChallengePayload>>(challenge);
    return claims.typ === 'second-factor' &&
      /^\d+$/.test(claims.sub ?? '') &&
      Number.isSafeInteger(claims.validFrom)
      ? { adminId: Number(claims.sub), validFrom: Number(claims.validFrom) }
      : undefined;
  } catch {
    return undefined;
  }
}
