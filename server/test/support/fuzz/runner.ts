/**
 * Fuzzes one route: `runs` generated requests (requests.ts), each of which must be answered
 * without a 5xx; a refusal must be one the route can give, a 400 must name its field, and a
 * refused request must change no row: the rows changed per table (rowChanges.ts) are the same
 * after it as before. Then, as a second witness, the database's digest (dbDigest.ts) is taken
 * before and after replaying the run's 400s, which must all be refused again.
 * A failure is shrunk by fast-check to its smallest request, reported with the seed and path
 * that replay it.
 */
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';

import type { Db } from '../../../src/db/types';
import { dbDigest } from '../dbDigest';
import { injectOptions, requestOf, validBody, wellFormed, type FuzzRequest } from './requests';
import { COUNTS_TABLE, rowChanges } from './rowChanges';
import {
  createRouteOf,
  isRuleMessage,
  namesAField,
  otherRefusalsOf,
  rowMakerOf,
  tableOf,
  type FuzzRoute,
} from './routeTable';

export interface FuzzTarget {
  db: Db;
  app: FastifyInstance;
  routes: readonly FuzzRoute[];
  adminId: number;
}

export interface RouteTally {
  runs: number;
  accepted: number;
  /** How many requests each refusing status answered. */
  refused: Record<number, number>;
  /** How many 400s were replayed under the digest. */
  replayed: number;
  seconds: number;
}

/** The 400s kept to replay under the digest, at most. */
const REPLAYS = 200;

/**
 * What a route may refuse with besides 400: a row that is not there, a body or path too long, a
 * charset other than UTF-8, and the route's own (routeTable.ts's OTHER_REFUSALS: a conflict with
 * another row where the route has such a rule).
 */
function refusals(route: FuzzRoute): number[] {
  // Wrong credentials, and the rate limit once they add up.
  // The sign-in's steps: open to anyone, limited.
  if (route.limited && !route.guarded) return [400, 401, 413, 415, 429];
  const limit = route.limited ? [429] : [];
  return [400, 404, 413, 414, 415, ...limit, ...otherRefusalsOf(route)];
}

/**
 * Rows for a route that names one in its path, made through its resource's create route, or in
 * the database where no route creates them (routeTable.ts's ROW_MAKERS).
 */
async function makeRows(target: FuzzTarget, route: FuzzRoute, seed: number): Promise<void> {
  const made = rowMakerOf(route);
  if (made) return made(target.db, seed);
  const create = createRouteOf(route, target.routes);
  const bodies = fc.sample(validBody(create.body ?? {}), { numRuns: 20, seed });
  for (const body of bodies) {
    const request: FuzzRequest = {
      body: { json: body },
      params: {},
      query: [],
      encoding: 'utf-8',
      charset: undefined,
    };
    await target.app.inject(injectOptions(create, request, [], target.adminId));
  }
}

/**
 * The ids a path may name. The fuzzer's own account is left out: demoted, disabled or reset, it
 * would be refused the routes still to fuzz (adminRules.test.ts tests what it may do to itself).
 */
async function idsOf(db: Db, table: string, adminId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM ${JSON.stringify(table)} ORDER BY id`,
  );
  return rows.map(({ id }) => id).filter((id) => table !== 'admins' || id !== adminId);
}

/** The refusal is one the route gives, and a 400 names its field; `expect` only to report. */
function expectRefusal(route: FuzzRoute, request: FuzzRequest, status: number, message: unknown) {
  const allowed = refusals(route).includes(status) && typeof message === 'string';
  if (!allowed) expect({ status, message }).toEqual({ status: refusals(route), message: 'a text' });
  if (status !== 400) return;
  const sent = request.body && 'json' in request.body ? request.body.json : undefined;
  const sentQuery = request.query.map(([name]) => wellFormed(name));
  if (!namesAField(String(message), route, sent, sentQuery)) {
    expect({ message }).toEqual({ message: 'a message that names the field' });
  }
}

export async function fuzzRoute(
  target: FuzzTarget,
  route: FuzzRoute,
  { runs, seed }: { runs: number; seed: number },
): Promise<RouteTally> {
  const { db, app } = target;
  const started = performance.now();
  const tally: RouteTally = { runs: 0, accepted: 0, refused: {}, replayed: 0, seconds: 0 };
  // Sign-in and password attempts are counted by design (the rate limit), refused or not.
  const skip = route.limited ? ['rate_limits', COUNTS_TABLE] : [COUNTS_TABLE];
  const table = route.params ? tableOf(route) : undefined;
  const replays: Array<() => InjectOptions> = [];
  // The counts before the next request, and the rows its path may name.
  let changes = await rowChanges(db, skip);
  let ids: number[] = [];
  let idsOfChanges: string | undefined;

  const check = async (request: FuzzRequest) => {
    if (table && idsOfChanges !== changes) {
      ids = await idsOf(db, table, target.adminId);
      if (ids.length < 5) {
        // The deletes have emptied the table: new rows, so that most ids name one.
        await makeRows(target, route, seed + tally.runs);
        ids = await idsOf(db, table, target.adminId);
        changes = await rowChanges(db, skip);
      }
      idsOfChanges = changes;
    }
    const options = injectOptions(route, request, ids, target.adminId);
    const response = await app.inject(options);
    const before = changes;
    changes = await rowChanges(db, skip);
    tally.runs += 1;
    const status = response.statusCode;
    if (status < 400) {
      tally.accepted += 1;
      return;
    }
    tally.refused[status] = (tally.refused[status] ?? 0) + 1;
    const { message } = response.json<{ message?: unknown }>();
    expectRefusal(route, request, status, message);
    if (changes !== before) {
      expect({ refusedWith: message, rowsChanged: changes }).toEqual({
        refusedWith: message,
        rowsChanged: before,
      });
    }
    // Made again at the replay, with a token of then: a fuzzed end of other sessions since has
    // ended this one. A rule's 400 (an email taken) may be lifted since: not replayed.
    const idsThen = ids;
    if (status === 400 && !isRuleMessage(route, message) && replays.length < REPLAYS) {
      replays.push(() => injectOptions(route, request, idsThen, target.adminId));
    }
  };

  await fc.assert(fc.asyncProperty(requestOf(route), check), { numRuns: runs, seed });

  const digest = await dbDigest(db, skip);
  for (const replay of replays) {
    const options = replay();
    // Refused again: with the same 400, or where attempts are limited, by the limit if it counts
    // first.
    const { statusCode } = await app.inject(options);
    expect({ url: options.url, statusCode }).toEqual({
      url: options.url,
      statusCode: route.limited && statusCode === 429 ? 429 : 400,
    });
  }
  expect(await dbDigest(db, skip)).toEqual(digest);
  tally.replayed = replays.length;
  tally.seconds = Math.round((performance.now() - started) / 100) / 10;
  return tally;
}
