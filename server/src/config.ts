/**
 * The server's configuration, read once from the environment. Every variable is optional; an
 * empty value counts as unset so `VAR=` in a compose file falls back to the default. A bad
 * value throws a ConfigError whose one-line message names the variable and what it expects.
 */
import path from 'node:path';

import {
  ConfigError,
  parseAdminPassword,
  parseDatabaseUrl,
  parseDuration,
  parseEmail,
  parseJwtSecret,
  parseName,
  parseOneOf,
  parsePort,
  parsePositiveInteger,
  parseProxies,
  parsePublicOrigin,
  parseSeedCount,
} from './configValues';

/** The shop's ₹ market's zone (docs/api.md#the-shops-time-zone). */
export const DEFAULT_SHOP_TIME_ZONE = 'Asia/Kolkata';

/**
 * An IANA time zone that Intl knows ('Asia/Kolkata', 'Europe/Berlin', 'UTC'), kept as written:
 * Intl's own spelling of a zone may be a legacy one ('Asia/Calcutta').
 */
function parseTimeZone(value: string): string {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: value });
    return value;
  } catch {
    throw new ConfigError(
      `SHOP_TIME_ZONE must be a time zone such as Asia/Kolkata or Europe/Berlin (got "${value}").`,
    );
  }
}

const SEED_MODES = ['demo', 'none'] as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const SWITCH = ['on', 'off'] as const;

export interface AdminSeed {
  email: string;
  /** Undefined when ADMIN_PASSWORD is unset: the first start generates one. */
  password?: string;
  name: string;
}

/** Each field's meaning, default and variable: beside it in loadConfig. */
export type Config = ReturnType<typeof loadConfig>;

type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig(env: Env) {
  const read = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value === '' ? undefined : value;
  };
  const databaseUrl = read('DATABASE_URL');
  const jwtSecret = read('JWT_SECRET');
  const adminPassword = read('ADMIN_PASSWORD');
  const publicOrigin = read('PUBLIC_ORIGIN');

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
    admin: <AdminSeed>{
      // ADMIN_EMAIL: e-mail of the administrator created at start. Default admin@example.com.
      email: parseEmail(read('ADMIN_EMAIL') ?? 'admin@example.com'),
      // ADMIN_PASSWORD: that administrator's password, at least 8 visible characters, applied on
      // every start. Default: generated on the first start and printed once.
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
    // SEED_LIST_ROWS: how many more demo rows SEED=demo puts, once per database, into each list an
    // administrator types into (categories, products, wallet payments, blogs), 0 to 2000000.
    // Default 0.
    seedListRows: parseSeedCount('SEED_LIST_ROWS', read('SEED_LIST_ROWS') ?? '0'),
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
    // TRUST_PROXY: the addresses of the reverse proxies in front of the server, comma-separated:
    // IP addresses, CIDR ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal (the private
    // ranges). A request from one of them is taken to come from the address it put last in
    // X-Forwarded-For, so that the login rate limit counts each administrator's address rather
    // than the proxy's. Default: none (the header is ignored; a client could write anything).
    trustProxy: parseProxies(read('TRUST_PROXY')),
    // SHOP_TIME_ZONE: the shop's IANA time zone: the dashboard's and the lists' days run from its
    // midnight (a change counts the daily rollups again at start), and the web app shows and takes
    // the banners' schedules in it (the moments themselves are absolute). Default Asia/Kolkata.
    shopTimeZone: parseTimeZone(read('SHOP_TIME_ZONE') ?? DEFAULT_SHOP_TIME_ZONE),
    // PUBLIC_ORIGIN: where the administrators open the back-office, such as
    // https://admin.example.com: a domain name, never an IP address; passkeys belong to it
    // (docs/api.md#passkeys). Default: http://localhost at the server's port.
    publicOrigin: publicOrigin === undefined ? undefined : parsePublicOrigin(publicOrigin),
  };
}
