/**
 * How long the demo seed and the two long read-only lists take at shop scale: seeds 20,000
 * users and 100,000 orders (or SEED_USERS / SEED_ORDERS) into a fresh in-memory PGlite, then
 * times GET /admin/orders/all and GET /admin/all-users.
 *
 *   npm run bench:orders
 *   SEED_USERS=5000 SEED_ORDERS=20000 node --import tsx server/bench/orders.ts
 *
 * - cold: the first request to an app that has cached nothing (app.inject, before listening),
 *   which builds the JSON in the database and compresses it with brotli;
 * - ready after listen: listening starts building and compressing both lists in the
 *   background; the time until a request made at once is answered;
 * - first gzip: the first gzip request, which compresses the cached JSON once more;
 * - warm: the median of five requests per Accept-Encoding, over real HTTP on 127.0.0.1.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { createPglite, pgliteDb } from '../src/db/pglite';
import { seed } from '../src/seed/seed';
import type { Db } from '../src/db/types';

const ADMIN = { email: 'bench@example.com', password: 'benchmark password', name: 'Bench' };
const LISTS = ['/admin/orders/all', '/admin/all-users'] as const;
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];
const WARM_RUNS = 5;

interface Timed {
  ms: number;
  bytes: number;
}

function since(started: bigint): number {
  return Number(process.hrtime.bigint() - started) / 1e6;
}

function line(label: string, { ms, bytes }: Timed): void {
  const size =
    bytes >= 1024 * 1024
      ? `${(bytes / 1024 / 1024).toFixed(1)} MiB`
      : `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(`  ${label.padEnd(32)}${ms.toFixed(0).padStart(6)} ms  ${size.padStart(9)}`);
}

function benchApp(db: Db): FastifyInstance {
  const { staticDir, tokenTtlSeconds, loginRateLimit } = loadConfig({});
  return buildApp({
    db,
    config: {
      staticDir,
      tokenTtlSeconds,
      loginRateLimit,
      logLevel: 'silent',
      jwtSecret: 'a-benchmark-secret-that-is-long-enough',
      metrics: false,
      trustProxy: [],
    },
    logger: false,
  });
}

async function signIn(app: FastifyInstance): Promise<string> {
  const { email, password } = ADMIN;
  const response = await app.inject({
    method: 'POST',
    url: '/admin/admin-login',
    payload: { email, password },
  });
  return response.json<{ token: string }>().token;
}

async function injectGet(app: FastifyInstance, path: string, token: string): Promise<Timed> {
  const started = process.hrtime.bigint();
  const response = await app.inject({
    method: 'GET',
    url: path,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
  });
  if (response.headers['content-encoding'] !== 'br') throw new Error(`${path}: not br`);
  return { ms: since(started), bytes: response.rawPayload.length };
}

/** One GET over real HTTP, timed to the last byte; the body is counted, not decoded. */
function httpGet(origin: URL, path: string, token: string, encoding: Encoding): Promise<Timed> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const request = http.get(
      new URL(path, origin),
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } },
      (response) => {
        const sent = response.headers['content-encoding'] ?? 'identity';
        if (response.statusCode !== 200 || sent !== encoding) {
          reject(new Error(`${path}: ${response.statusCode}, ${sent} for ${encoding}`));
        }
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ ms: since(started), bytes }));
      },
    );
    request.on('error', reject);
  });
}

async function warm(origin: URL, path: string, token: string, encoding: Encoding) {
  const runs: Timed[] = [];
  for (let i = 0; i < WARM_RUNS; i += 1) runs.push(await httpGet(origin, path, token, encoding));
  const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
  return { ms: sorted[Math.floor(WARM_RUNS / 2)] ?? NaN, bytes: runs[0]?.bytes ?? 0 };
}

/** The first request to an app that has cached nothing, one fresh app per list. */
async function benchCold(db: Db): Promise<void> {
  console.log('Cold (nothing cached; app.inject, brotli):');
  for (const path of LISTS) {
    const app = benchApp(db);
    try {
      line(path, await injectGet(app, path, await signIn(app)));
    } finally {
      await app.close();
    }
  }
}

async function benchServed(db: Db): Promise<void> {
  const app = benchApp(db);
  try {
    const token = await signIn(app);
    const listening = process.hrtime.bigint();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = new URL(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);

    console.log('Over HTTP, from listening on:');
    for (const path of LISTS) {
      const { bytes } = await httpGet(origin, path, token, 'br');
      line(`${path} ready after`, { ms: since(listening), bytes });
    }
    for (const path of LISTS) {
      console.log(path);
      line('first gzip (compresses)', await httpGet(origin, path, token, 'gzip'));
      for (const encoding of ENCODINGS) {
        line(`warm ${encoding}`, await warm(origin, path, token, encoding));
      }
    }
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const { seedUsers, seedOrders } = loadConfig({
    SEED_USERS: process.env.SEED_USERS ?? '20000',
    SEED_ORDERS: process.env.SEED_ORDERS ?? '100000',
  });
  const db = pgliteDb(await createPglite());
  try {
    await migrate(db);
    const started = process.hrtime.bigint();
    await seed(db, { admin: ADMIN, seed: 'demo', seedUsers, seedOrders, seedListRows: 0 });
    console.log(
      `Seed of ${seedUsers} users, ${seedOrders} orders and the demo notifications and banners: ${since(started).toFixed(0)} ms`,
    );
    await benchCold(db);
    await benchServed(db);
  } finally {
    await db.close();
  }
}

void main();
