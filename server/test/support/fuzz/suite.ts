/**
 * Fuzzing (docs/security.md): every mutating route and every GET that takes query parameters
 * (read from the app, so a route added later is fuzzed too), FUZZ_RUNS generated requests each
 * (those that hash passwords fewer: routeTable.ts), from FUZZ_SEED (a new one each run, printed
 * in the figure line; fast-check prints it on a failure too, with the smallest failing request).
 * None may be answered with a 5xx, a 400 must name its field, and a refused request must change
 * no row (runner.ts).
 *
 * The routes are shared out between test files (server/test/attack/fuzz*.test.ts), every
 * `shards`-th route to each, each on a database and an app of its own: the routes are fuzzed one
 * after another, so one file would keep one core busy while the other waits.
 *
 * `FUZZ_RUNS=10000 npm run test:attack -- --testPathPatterns fuzz` runs longer.
 */
import type { FastifyInstance } from 'fastify';

import { hashPassword } from '../../../src/auth/password';
import type { Db } from '../../../src/db/types';
import { reportFigure } from '../figures';
import { ADMIN, buildTestApp, seedAdmin } from '../testApp';
import { createTestDb, DB_SETUP_TIMEOUT_MS } from '../testDb';
import { countRowChanges } from './rowChanges';
import { fuzzedRoutes, runsOf } from './routeTable';
import { fuzzRoute, type RouteTally } from './runner';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1_500);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

const count = (n: number) => n.toLocaleString('en');

/**
 * The Super Admin the fuzzer signs as, at an id no fuzzed path is likely to name: a path naming
 * it could demote, disable or reset it (there are other Super Admins) and have the routes still
 * to fuzz refused.
 */
async function fuzzerAccount(db: Db): Promise<number> {
  const [row] = await db.write<{ id: number }>(
    `INSERT INTO admins (id, name, email, role, password_hash) OVERRIDING SYSTEM VALUE
       VALUES (2147000000 + floor(random() * 400000)::int, 'Fuzzer', 'fuzzer@example.com',
               'Super Admin', $1)
       RETURNING id`,
    [await hashPassword(ADMIN.password)],
  );
  return row?.id ?? 0;
}

/** Fuzzes route `shard` (from 1) of every `shards`, on a database and an app of its own. */
export function fuzzShard(shard: number, shards: number): void {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDb();
    await seedAdmin(db);
    // The server's default limit: the few wrong passwords it lets through are each hashed (slow).
    app = buildTestApp(db, { loginRateLimit: 10 });
  }, DB_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await app.close();
    await db.close();
  });

  test(
    `routes ${shard} of every ${shards} of the mutating ones and the GETs with query parameters, ${count(RUNS)} generated requests each (fewer where a password is hashed): no 5xx, each 400 names its field, a refused request changes no row`,
    async () => {
      const all = await fuzzedRoutes(db);
      const routes = all.filter((_, index) => index % shards === shard - 1);
      await countRowChanges(db);
      // Every route, to find the create route that makes rows for a route naming one.
      const target = { db, app, routes: all, adminId: await fuzzerAccount(db) };

      const tallies: Array<[string, RouteTally]> = [];
      for (const route of routes) {
        tallies.push([
          `${route.method} ${route.url}`,
          await fuzzRoute(target, route, { runs: runsOf(route, RUNS), seed: SEED }),
        ]);
      }
      console.log(tallies.map(([route, tally]) => `${route}: ${JSON.stringify(tally)}`).join('\n'));

      const sum = (of: (tally: RouteTally) => number) =>
        tallies.reduce((total, [, tally]) => total + of(tally), 0);
      const refused: Record<string, number> = {};
      for (const [, tally] of tallies) {
        for (const [status, n] of Object.entries(tally.refused)) {
          refused[status] = (refused[status] ?? 0) + n;
        }
      }
      const refusals = Object.entries(refused).map(([status, n]) => `${count(n)} × ${status}`);
      expect(routes.length).toBeGreaterThan(0);
      reportFigure(
        `fuzz (routes ${shard} of every ${shards}): ${count(sum((t) => t.runs))} requests over ${routes.length} routes in ${Math.round(sum((t) => t.seconds))} s (seed ${SEED}): ${count(sum((t) => t.accepted))} accepted, refused ${refusals.join(', ')}; 0 5xx, every 400 named its field, 0 rows changed by a refused request (${count(sum((t) => t.replayed))} replayed under the database digest)`,
      );
    },
    30 * 60_000,
  );
}
