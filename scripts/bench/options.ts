/**
 * What `npm run bench` measures and at what size, from its arguments and the environment:
 *
 *   npm run bench                          every part
 *   npm run bench -- login orders-server   those parts (or BENCH=login,orders-server)
 *   BENCH_ORDERS=20000 npm run bench       a smaller shop for a quick try
 *   npm run bench -- --help                the parts, and these settings
 *
 * Sizes: BENCH_ORDERS / BENCH_USERS (server mode and api; 1,000,000 / a fifth as many users),
 * BENCH_CLIENT_ORDERS / BENCH_CLIENT_USERS (client mode; 100,000 / a fifth). Repetitions:
 * BENCH_LOADS (login loads, 15), BENCH_SIGNINS (sign-ins, 15), BENCH_OPENS (screen opens, 5), BENCH_CLICKS (next pages, and
 * sorts, 12 at least), BENCH_API_CLIENTS (20), BENCH_API_SECONDS (10; measured twice, from
 * the start and in a steady state), BENCH_API_WARM_SECONDS (20, between the two).
 * BENCH_SIGNIN_PEER: a peer's login URL to sign in to beside ours (with BENCH_SIGNIN_PEER_USER
 * and BENCH_SIGNIN_PEER_PASSWORD, 'admin' each: react-admin's minimal app).
 */
import type { Dataset } from './server';
import type { SignInPeer } from './signin';

export const PARTS = [
  'login',
  'signin',
  'orders-server',
  'api',
  'export',
  'stats',
  'lists',
  'orders-client',
] as const;
export type Part = (typeof PARTS)[number];

/** What each part measures, for --help (docs/benchmarks.md says more). */
const ABOUT: Record<Part, string> = {
  login: 'the login page: first paint of the form, its code taking over, its JS',
  signin: 'Enter in the filled form → the dashboard painted (BENCH_SIGNIN_PEER beside it); scrypt',
  'orders-server':
    'Order Management at BENCH_ORDERS orders, server-paged: open, search, pages, sorts',
  api: 'GET /admin/orders under BENCH_API_CLIENTS clients, from the start and in a steady state',
  export: 'GET /admin/orders.csv of every order: rows per second, server memory',
  stats: "GET /admin/stats p50/p95 (7, 30, 366 days; 5 clients), the dashboard's JS gzip -9",
  lists:
    'each typed-in list at BENCH_LIST_ROWS rows, and the invoices: first page under load, screen',
  'orders-client': 'Order Management at BENCH_CLIENT_ORDERS orders, whole lists in the browser',
};

export const USAGE = [
  'usage: npm run bench [-- PART...]   (or BENCH=PART,PART; no part: every one)',
  '',
  'parts:',
  ...PARTS.map((part) => `  ${part.padEnd(14)} ${ABOUT[part]}`),
  '',
  'sizes: BENCH_ORDERS (1,000,000), BENCH_USERS (a fifth), BENCH_CLIENT_ORDERS (100,000),',
  'BENCH_CLIENT_USERS; repetitions: BENCH_LOADS (15), BENCH_OPENS (5), BENCH_CLICKS (12),',
  'BENCH_API_CLIENTS (20), BENCH_API_SECONDS (10), BENCH_API_WARM_SECONDS (20);',
  'BENCH_LIST_ROWS (100,000), BENCH_LIST_WARM_SECONDS (3); BENCH_SIGNINS (15);',
  "BENCH_SIGNIN_PEER: a peer's login URL (BENCH_SIGNIN_PEER_USER, _PASSWORD: admin);",
  'BENCH_DATABASE_URL: on PostgreSQL.',
].join('\n');

/** True when the arguments ask for the usage rather than a run. */
export const wantsHelp = (args: readonly string[]) =>
  args.some((arg) => arg === '--help' || arg === '-h');

function envNumber(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

function dataset(prefix: string, orders: number, listRows = 0): Dataset {
  const ordered = envNumber(`${prefix}_ORDERS`, orders);
  return {
    orders: ordered,
    users: envNumber(`${prefix}_USERS`, Math.max(1, Math.round(ordered / 5))),
    listRows,
  };
}

function chosenParts(args: readonly string[]): Part[] {
  const named = args.length > 0 ? args : (process.env.BENCH ?? '').split(/[\s,]+/);
  const wanted = named.filter((name) => name !== '');
  if (wanted.length === 0) return [...PARTS];
  const unknown = wanted.filter((name) => !PARTS.includes(name as Part));
  if (unknown.length > 0) {
    throw new Error(`Unknown part ${unknown.join(', ')}: choose from ${PARTS.join(', ')}`);
  }
  return PARTS.filter((part) => wanted.includes(part));
}

/** The peer to sign in to beside ours: react-admin's minimal app takes admin / admin. */
function signInPeer(): SignInPeer | undefined {
  const loginUrl = process.env.BENCH_SIGNIN_PEER;
  if (!loginUrl) return undefined;
  return {
    loginUrl: new URL(loginUrl).href,
    username: process.env.BENCH_SIGNIN_PEER_USER ?? 'admin',
    password: process.env.BENCH_SIGNIN_PEER_PASSWORD ?? 'admin',
  };
}

export function benchOptions(args: readonly string[]) {
  return {
    parts: chosenParts(args),
    large: dataset('BENCH', 1_000_000, envNumber('BENCH_LIST_ROWS', 100_000)),
    client: dataset('BENCH_CLIENT', 100_000),
    /** Only for the login page when no other part starts a server: any data will do. */
    small: { orders: 300, users: 50, listRows: 0 } satisfies Dataset,
    loads: envNumber('BENCH_LOADS', 15),
    signIns: envNumber('BENCH_SIGNINS', 15),
    signInPeer: signInPeer(),
    opens: envNumber('BENCH_OPENS', 5),
    clicks: envNumber('BENCH_CLICKS', 12),
    api: {
      clients: envNumber('BENCH_API_CLIENTS', 20),
      seconds: envNumber('BENCH_API_SECONDS', 10),
      warmSeconds: envNumber('BENCH_API_WARM_SECONDS', 20),
    },
    lists: {
      clients: envNumber('BENCH_API_CLIENTS', 20),
      seconds: envNumber('BENCH_API_SECONDS', 10),
      warmSeconds: envNumber('BENCH_LIST_WARM_SECONDS', 3),
      opens: envNumber('BENCH_OPENS', 5),
    },
  };
}

export type BenchOptions = ReturnType<typeof benchOptions>;
