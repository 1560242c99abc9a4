/**
 * The long read-only lists (users, orders), served from memory. With 100,000 orders the JSON
 * is about 38 MB: building it takes PGlite a second or more and compressing it another, while
 * it changes only when the shop's data is loaded. So each list's body is built once, each
 * compressed form made once when first asked for, and all kept until the table's version
 * moves: a trigger moves it on every write (data_versions), even one made outside this server.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';

import type { Queryable } from './db/types';
import { HttpError } from './http/errors';
import { findDataVersion } from './repositories/dataVersions';

const compressors = {
  // Quality 4, as @fastify/compress uses for everything else: 11 would take most of a minute.
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => promisify(gzip)(body),
};

export type ListEncoding = keyof typeof compressors;

/** The body compressed as `encoding`, at the quality used for every answer. */
export const compress = (encoding: ListEncoding, body: Buffer): Promise<Buffer> =>
  compressors[encoding](body);

/** A body and the compressed forms made of it so far, each made once, when first asked for. */
export class EncodedBody {
  private readonly encoded = new Map<ListEncoding, Promise<Buffer>>();

  constructor(readonly body: Promise<Buffer>) {}

  get(encoding?: ListEncoding): Promise<Buffer> {
    if (encoding === undefined) return this.body;
    let result = this.encoded.get(encoding);
    if (!result) {
      result = this.body.then((body) => compress(encoding, body));
      this.encoded.set(encoding, result);
    }
    return result;
  }
}

/** One version of a list, encoded. */
class Entry extends EncodedBody {
  constructor(
    readonly version: string | undefined,
    body: Promise<Buffer>,
  ) {
    super(body);
  }
}

/** Sends a JSON body already serialised, compressed as `encoding` (none: as it is). */
export function sendJson(
  reply: FastifyReply,
  encoding: ListEncoding | undefined,
  body: Buffer,
): FastifyReply {
  if (encoding) reply.header('content-encoding', encoding);
  return reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8').send(body);
}

export class CachedList {
  private entry: Entry | undefined;

  constructor(
    private readonly table: string,
    private readonly build: (db: Queryable) => Promise<string>,
  ) {}

  /** The body as UTF-8 JSON, compressed when an encoding is given. */
  async get(db: Queryable, encoding?: ListEncoding): Promise<Buffer> {
    // Read before building: a write during the build then leaves a newer version behind, and
    // the next request rebuilds rather than keeping a stale body.
    const version = await findDataVersion(db, this.table);
    let entry = this.entry;
    if (entry === undefined || version === undefined || entry.version !== version) {
      entry = new Entry(
        version,
        this.build(db).then((json) => Buffer.from(json)),
      );
      // A table never written to is empty: cheap to answer afresh, and nothing to key it by.
      this.entry = version === undefined ? undefined : entry;
    }
    try {
      return await entry.get(encoding);
    } catch (error) {
      // A failed build is not kept: the next request tries again.
      if (this.entry === entry) this.entry = undefined;
      throw error;
    }
  }
}

/** The best of br and gzip that an Accept-Encoding header allows; undefined for neither. */
export function preferredEncoding(acceptEncoding: string | undefined): ListEncoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  const weight = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  // br first: on equal weights it is the smaller answer.
  const [best] = (['br', 'gzip'] as const)
    .filter((encoding) => weight(encoding) > 0)
    .sort((a, b) => weight(b) - weight(a));
  return best;
}

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
async function refusalOfWholeList(
  db: Queryable,
  route: CachedListRoute,
): Promise<HttpError | undefined> {
  const rows = await estimatedRows(db, route.table);
  if (rows <= WHOLE_LIST_LIMIT) return undefined;
  const about = Math.round(rows).toLocaleString('en-US');
  return new HttpError(503, {
    success: false,
    message: `Too many ${route.table} to send in one list (about ${about}): ask for them a page at a time (GET ${route.pagedUrl}).`,
  });
}

export interface CachedListRoute {
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

/**
 * GET `url` answering `{ success: true, message, [key]: [...] }` from a CachedList. The body is
 * compressed here, once, rather than per request by @fastify/compress, which leaves an answer
 * that already has a Content-Encoding alone.
 */
export function cachedListRoute(app: FastifyInstance, route: CachedListRoute): void {
  const head = `{"success":true,"message":${JSON.stringify(route.message)},${JSON.stringify(route.key)}:`;
  const list = new CachedList(route.table, async (db) => `${head}${await route.json(db)}}`);

  app.get(route.url, { schema: { response: { 200: route.reply } } }, async (request, reply) => {
    const refusal = await refusalOfWholeList(app.db, route);
    if (refusal) throw refusal;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    return sendJson(reply, encoding, await list.get(app.db, encoding));
  });

  // Once the server listens (never under app.inject in tests), the list is built and
  // compressed in the background, so that the first administrator to open it need not wait.
  app.addHook('onListen', async () => {
    const prepare = async () => {
      if (await refusalOfWholeList(app.db, route)) return;
      await list.get(app.db, 'br');
    };
    prepare().catch((error: unknown) => {
      app.log.warn({ err: error }, `could not prepare ${route.url} in advance`);
    });
  });
}
