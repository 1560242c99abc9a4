/**
 * The long read-only lists (users, orders) sent whole, from memory. With 100,000 orders the JSON
 * is about 38 MB: building it takes PGlite a second or more and compressing it another, while
 * it changes only when the shop's data is loaded. So each list's body is built once per table
 * version (the app's ReadCache), each compressed form made once when first asked for.
 */
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import type { Queryable } from '../db/types';
import { sendEncoded } from '../http/encodedBody';
import { refused } from '../lib/httpError';
import { findDataVersion } from '../repositories/dataVersions';
import { listHead, onListen } from './shopPageReply';

/**
 * Beyond this many rows a list is not sent whole (about 95 MB of JSON at this size). The
 * embedded database builds an answer in memory: a million orders (400 MB) run it out of memory
 * after half a minute, during which every other query waits. Such a shop pages its lists
 * (docs/api.md#paged-users-and-orders).
 */
export const WHOLE_LIST_LIMIT = 250_000;

/** The planner's estimate of a table's rows (from the last ANALYZE); -1 when never counted. */
async function estimatedRows(db: Queryable, table: string): Promise<number> {
  const [row] = await db.query<{ rows: number }>(
    `SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = to_regclass($1)`,
    [table],
  );
  return row?.rows ?? -1;
}

/** A 503 naming the paged call instead, for a list too long to send whole; else nothing. */
async function refusalOfWholeList(db: Queryable, route: WholeListRoute) {
  const rows = await estimatedRows(db, route.table);
  if (rows <= WHOLE_LIST_LIMIT) return undefined;
  const about = Math.round(rows).toLocaleString('en-US');
  return refused(
    503,
    `Too many ${route.table} to send in one list (about ${about}): ask for them a page at a time (GET ${route.pagedUrl}).`,
  );
}

export interface WholeListRoute {
  url: string;
  table: string;
  /** The paged call for the same rows, named when the list is too long to send whole. */
  pagedUrl: string;
  /** The answer's key for the array. */
  key: string;
  message: string;
  /** The JSON array, built by the database. */
  json: (db: Queryable) => Promise<string>;
  /** The answer's schema: documentation only, as the body is sent already serialised. */
  reply: TSchema;
}

/** GET `url` answering `{ success: true, message, [key]: [...] }`, the whole list. */
export function wholeListRoute(app: FastifyInstance, route: WholeListRoute): void {
  const head = listHead(route.key, route.message);
  const wholeList = async () => {
    // Read before building: a write during the build then leaves a newer version behind, and
    // the next request rebuilds rather than keeping a stale body.
    const version = await findDataVersion(app.db, app.cache, route.table);
    return app.cache
      .table(route.table)
      .wholeList(version, async () => Buffer.from(`${head}${await route.json(app.db)}}`));
  };

  app.get(route.url, { schema: { response: { 200: route.reply } } }, async (request, reply) => {
    const refusal = await refusalOfWholeList(app.db, route);
    if (refusal) throw refusal;
    return sendEncoded(request, reply, await wholeList());
  });

  onListen(app, `could not prepare ${route.url} in advance`, async () => {
    if (!(await refusalOfWholeList(app.db, route))) await (await wholeList()).get('br');
  });
}
