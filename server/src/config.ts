/**
 * The server's configuration, read once from the environment. Every variable is optional; an
 * empty value counts as unset so `VAR=` in a compose file falls back to the default. A bad
 * value throws a ConfigError whose one-line message names the variable and what it expects.
 */
import path from 'node:path';

import { StartupError } from './startupError';
import { EMAIL_PATTERN } from './validation';

const SEED_MODES = ['demo', 'none'] as const;
export type SeedMode = (typeof SEED_MODES)[number];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const SWITCH = ['on', 'off'] as const;

const MIN_ADMIN_PASSWORD_LENGTH = 8;
// HS256 is only as strong as its key; 32 characters gives at least 128 bits from any charset.
const MIN_JWT_SECRET_LENGTH = 32;

export interface AdminSeed {
  email: string;
  /** Undefined when ADMIN_PASSWORD is unset: the first start generates one. */
  password?: string;
  name: string;
}

export interface Config {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  admin: AdminSeed;
  seed: SeedMode;
  seedUsers: number;
  seedOrders: number;
  tokenTtlSeconds: number;
  loginRateLimit: number;
  logLevel: LogLevel;
  /** Absolute. */
  staticDir: string;
  /** Whether GET /metrics answers (Prometheus). */
  metrics: boolean;
}

export class ConfigError extends StartupError {
  override name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig(env: Env): Config {
  const read = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value === '' ? undefined : value;
  };
  const databaseUrl = read('DATABASE_URL');
  const jwtSecret = read('JWT_SECRET');
  const adminPassword = read('ADMIN_PASSWORD');

  return {
    // PORT: TCP port to listen on; 0 picks a free one (the real port is printed). Default 8080.
    port: parsePort(read('PORT') ?? '8080'),
    // HOST: interface to bind. Default 127.0.0.1 (loopback only); 0.0.0.0 for all.
    host: read('HOST') ?? '127.0.0.1',
    // DATA_DIR: folder for the embedded database (DATA_DIR/pgdata), its lock file
    // (DATA_DIR/server.lock) and the generated JWT secret (DATA_DIR/jwt-secret). Default ./data.
    dataDir: path.resolve(read('DATA_DIR') ?? './data'),
    // DATABASE_URL: postgres://user:pass@host:5432/db — use that PostgreSQL server instead of
    // the embedded database. Unset by default.
    databaseUrl: databaseUrl === undefined ? undefined : parseDatabaseUrl(databaseUrl),
    // JWT_SECRET: key that signs tokens, at least 32 characters. Default: generated on the
    // first start and kept in DATA_DIR/jwt-secret. Set it when several servers share a database.
    jwtSecret: jwtSecret === undefined ? undefined : parseJwtSecret(jwtSecret),
    admin: {
      // ADMIN_EMAIL: e-mail of the administrator created at start. Default admin@example.com.
      email: parseEmail(read('ADMIN_EMAIL') ?? 'admin@example.com'),
      // ADMIN_PASSWORD: that administrator's password, at least 8 characters, applied on every
      // start. Default: generated on the first start and printed once.
      password: adminPassword === undefined ? undefined : parseAdminPassword(adminPassword),
      // ADMIN_NAME: that administrator's display name. Default 'Shop Administrator'.
      name: parseName(read('ADMIN_NAME') ?? 'Shop Administrator'),
    },
    // SEED: demo or none: whether the database also gets demo data, besides the administrator:
    // shop users and orders (only into empty tables, so restarts add nothing twice), and a few
    // notifications and banners (once per database). Default demo.
    seed: parseOneOf('SEED', read('SEED') ?? 'demo', SEED_MODES),
    // SEED_USERS: how many demo users SEED=demo puts into an empty users table, 0 to
    // 2000000. Default 50.
    seedUsers: parseSeedCount('SEED_USERS', read('SEED_USERS') ?? '50'),
    // SEED_ORDERS: how many demo orders SEED=demo puts into an empty orders table, 0 to
    // 2000000. Default 300.
    seedOrders: parseSeedCount('SEED_ORDERS', read('SEED_ORDERS') ?? '300'),
    // TOKEN_TTL: lifetime of an admin sign-in, e.g. 900, 30m, 8h, 7d (bare numbers are
    // seconds). Default 8h.
    tokenTtlSeconds: parseDuration('TOKEN_TTL', read('TOKEN_TTL') ?? '8h'),
    // LOGIN_RATE_LIMIT: sign-in attempts allowed per minute from one IP address. Default 10.
    loginRateLimit: parsePositiveInteger('LOGIN_RATE_LIMIT', read('LOGIN_RATE_LIMIT') ?? '10'),
    // LOG_LEVEL: fatal, error, warn, info, debug, trace or silent. Default info.
    logLevel: parseOneOf('LOG_LEVEL', read('LOG_LEVEL') ?? 'info', LOG_LEVELS),
    // STATIC_DIR: the built web app (`npm run build` writes it). Default ./dist.
    staticDir: path.resolve(read('STATIC_DIR') ?? './dist'),
    // METRICS: on or off: whether GET /metrics answers Prometheus metrics (requests, database
    // queries, the process). Unauthenticated, so for a network the scraper alone reaches; off
    // answers 404. Default off.
    metrics: parseOneOf('METRICS', read('METRICS') ?? 'off', SWITCH) === 'on',
  };
}

/** Throws "NAME must be EXPECTED (got "VALUE")." — the value is left out for secrets. */
function invalid(name: string, expected: string, value?: string): never {
  const got = value === undefined ? '' : ` (got "${value}")`;
  throw new ConfigError(`${name} must be ${expected}${got}.`);
}

function parsePort(value: string): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  return port <= 65535 ? port : invalid('PORT', 'an integer from 0 to 65535', value);
}

function parsePositiveInteger(name: string, value: string): number {
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number > 0
    ? number
    : invalid(name, 'a whole number above 0', value);
}

// A large shop, for trying the paged lists at scale: a million orders seed in a few minutes.
// (The whole-list answers of the requirements grow with it: about 400 MB at a million.)
const MAX_SEED_COUNT = 2_000_000;

function parseSeedCount(name: string, value: string): number {
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  return number <= MAX_SEED_COUNT
    ? number
    : invalid(name, `a whole number from 0 to ${MAX_SEED_COUNT}`, value);
}

function parseOneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  const found = allowed.find((item) => item === value);
  return found ?? invalid(name, `one of ${allowed.join(', ')}`, value);
}

const DURATION_UNITS: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600, d: 86400 };

function parseDuration(name: string, value: string): number {
  const match = /^(\d+)([smhd]?)$/.exec(value);
  const seconds = match ? Number(match[1]) * (DURATION_UNITS[match[2] || 's'] ?? NaN) : NaN;
  return Number.isSafeInteger(seconds) && seconds > 0
    ? seconds
    : invalid(name, 'a duration such as 900, 30m, 8h or 7d', value);
}

function parseEmail(value: string): string {
  return EMAIL_PATTERN.test(value) ? value : invalid('ADMIN_EMAIL', 'an e-mail address', value);
}

function parseDatabaseUrl(value: string): string {
  let protocol = '';
  try {
    protocol = new URL(value).protocol;
  } catch {
    // Not a URL at all: reported below like any other protocol.
  }
  // The URL may hold a password, so the message does not echo it.
  return protocol === 'postgres:' || protocol === 'postgresql:'
    ? value
    : invalid('DATABASE_URL', 'a URL such as postgres://user:password@host:5432/database');
}

function parseJwtSecret(value: string): string {
  return value.length >= MIN_JWT_SECRET_LENGTH
    ? value
    : invalid('JWT_SECRET', `at least ${MIN_JWT_SECRET_LENGTH} characters long`);
}

function parseAdminPassword(value: string): string {
  return value.length >= MIN_ADMIN_PASSWORD_LENGTH
    ? value
    : invalid('ADMIN_PASSWORD', `at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long`);
}

function parseName(value: string): string {
  return value.trim() || invalid('ADMIN_NAME', 'a name, not blank');
}
