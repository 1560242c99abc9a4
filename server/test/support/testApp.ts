/** The real application on a test database, and what the tests need to talk to it. */
import { createHmac } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

import type {
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  LightMyRequestResponse,
} from 'fastify';
import fastJsonStringify, { type Schema } from 'fast-json-stringify';

import { buildApp, type AppConfig } from '../../src/app';
import { storeCheaply } from './cheapPasswords';
import { validatorCompiler } from '../../src/http/validation';
import type { AdminSeed } from '../../src/config';
import { seed, type SeededAdmin } from '../../src/seed/seed';
import type { Db } from '../../src/db/types';

export const TEST_JWT_SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

export const ADMIN = {
  email: 'admin@example.com',
  password: 'correct horse battery',
  name: 'Test Administrator',
};

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    staticDir: path.join(os.tmpdir(), 'back-office-test-no-dist'),
    tokenTtlSeconds: 3600,
    loginRateLimit: 100,
    logLevel: 'silent',
    jwtSecret: TEST_JWT_SECRET,
    metrics: false,
    trustProxy: [],
    // Made at the first request for it instead: most tests never ask, and making it, JSON and
    // YAML, was a third of the CPU of a file that builds an app per test. openapi.test.ts makes
    // it at the start, as the server does.
    openApiAtStart: false,
    ...overrides,
  };
}

type Validator = ReturnType<FastifySchemaCompiler<object>>;
const validators = new Map<string, Validator>();

/**
 * The app's own validator compiler, each schema compiled once per test file rather than once per
 * app: a file builds many apps, every one of which would compile every route's schemas again
 * (the onRoute hooks hand each app new schema objects, so the key is the schema's text). A
 * validator is a function of its schema alone.
 */
const compileOnce: FastifySchemaCompiler<object> = (route) => {
  const key = `${route.httpPart}\0${JSON.stringify(route.schema)}`;
  let validator = validators.get(key);
  if (!validator) {
    validator = validatorCompiler(route);
    validators.set(key, validator);
  }
  return validator;
};

type Serializer = ReturnType<FastifySerializerCompiler<Schema>>;
const serializers = new Map<string, Serializer>();

/**
 * Fastify's own serializer (fast-json-stringify, the app adds no shared schemas), each response
 * schema compiled once per test file rather than once per app, for the same reason.
 */
const serializeOnce: FastifySerializerCompiler<Schema> = ({ schema }) => {
  const key = JSON.stringify(schema);
  let serializer = serializers.get(key);
  if (!serializer) {
    serializer = fastJsonStringify(schema, { schema: {} });
    serializers.set(key, serializer);
  }
  return serializer;
};

export function buildTestApp(db: Db, overrides: Partial<AppConfig> = {}): FastifyInstance {
  const app = buildApp({ db, config: testConfig(overrides), logger: false });
  app.setValidatorCompiler(compileOnce);
  app.setSerializerCompiler(serializeOnce);
  return app;
}

/**
 * What a start does with SEED=none: `admin` (ADMIN_EMAIL, ADMIN_PASSWORD...) made or updated;
 * then its password stored at a cheap cost, so that signing in costs no scrypt of the server's
 * strength (cheapPasswords.ts).
 */
/** `use` given an app of its own on `db`, with `overrides`; closed after, whatever happens. */
export async function withTestApp<T>(
  db: Db,
  overrides: Partial<AppConfig>,
  use: (app: FastifyInstance) => Promise<T>,
): Promise<T> {
  const app = buildTestApp(db, overrides);
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}

export async function seedAdmin(db: Db, admin: AdminSeed = ADMIN): Promise<SeededAdmin> {
  const seeded = await seed(db, {
    admin,
    seed: 'none',
    seedUsers: 0,
    seedOrders: 0,
    seedListRows: 0,
  });
  if (admin.password !== undefined) await storeCheaply(db, admin.email, admin.password);
  return seeded;
}

export async function login(
  app: FastifyInstance,
  { email, password }: { email: string; password: string } = ADMIN,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/admin/admin-login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

/**
 * GET /admin/profile's answer for an account without two-factor sign-in, which no one requires,
 * in the shop's time zone by default (SHOP_TIME_ZONE unset).
 */
export const profileOf = (
  id: unknown,
  { name, email }: { name: string; email: string },
  { role = 'Super Admin', mustSetPassword = false } = {},
) => {
  const standing = { mustSetPassword, twoFactor: false, mustSetUpTwoFactor: false };
  return { id, name, email, role, ...standing, timeZone: 'Asia/Kolkata' };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An HS256 JWT made by hand, to forge the tokens the server must refuse. */
export function signJwt(
  payload: object,
  secret = TEST_JWT_SECRET,
  header: object = { alg: 'HS256', typ: 'JWT' },
): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode(header)}.${encode(payload)}`;
  const signature = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

export function decodeJwt(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The id the server generates for a request that brings none of its own: a UUID v4. */
export const GENERATED_REQUEST_ID =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * An error answer's body, exactly: the contract's fields and the request's id, which every error
 * body carries (server/src/requestIds.ts; requestIds.test.ts checks it is the request's own).
 */
export const failure = (body: object) => ({
  ...body,
  requestId: expect.stringMatching(GENERATED_REQUEST_ID),
});

/** An answer as the tests compare it, its status beside its body: a failure shows both. */
export const answer = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.json(),
});

/** The body of a 400: both flags, as the client reads `status` on the login, `success` elsewhere. */
export const badRequest = (message: string, field?: string) =>
  failure({ success: false, status: false, message, ...(field && { field }) });

/**
 * The body field a refusal of `overrides` is about, which the answer names: the one field it
 * changed or left out; none for a property the body may not have.
 */
export function refusedFieldOf(overrides: object, message: string): string | undefined {
  const keys = Object.keys(overrides);
  return keys.length === 1 && !message.endsWith(' is not allowed.') ? keys[0] : undefined;
}
