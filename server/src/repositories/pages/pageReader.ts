/**
 * The page reader: one page of a long read-only table (users, orders, and the other paged lists)
 * in the order asked, with how many rows match (docs/api.md#paged-users-and-orders). The tables
 * carry a lower-cased `search` column with a trigram index (migration 004), so a search, a
 * filter, a sort and a page each read an index rather than the table. pageSql.ts writes its SQL,
 * searchWindows.ts its searches' windows.
 *
 * Counts and windows are kept per table version in the app's ReadCache (data_versions, moved by
 * any write): a count for the page turns that follow it, a search's window for its other sorts.
 * The page's answer is the route's to make and keep.
 */
import type { ReadCache, TableCache } from '../../cache/readCache';
import type { Queryable } from '../../db/types';
import { findDataVersion } from '../dataVersions';
import {
  countQuery,
  pageLimit,
  rowsQuery,
  SEARCH_COUNT_LIMIT,
  type PageRequest,
  type PageRowsRow,
  type SearchReach,
  type SqlQuery,
  type TablePages,
} from './pageSql';
import {
  rowsByIdQuery,
  searchWindow,
  windowPage,
  windowQuery,
  type SearchWindow,
} from './searchWindows';

const NO_ROWS: PageRowsRow = { n: 0, rows: '[]' };

export interface PageOfRows {
  /** The page's rows as a JSON array, UTF-8, as the database wrote it. */
  rows: Buffer;
  /** Exact when `totalExact`; else a search matched more than SEARCH_COUNT_LIMIT rows. */
  total: number;
  totalExact: boolean;
}

/** Pages being read: where from, and what is kept of their table (unkept without a version). */
export interface PageReading<Sort extends string, Filters extends object> {
  db: Queryable;
  spec: TablePages<Sort, Filters>;
  kept: TableCache;
  /** The table's version as the reading began; undefined for a table never written to. */
  version: string | undefined;
}

/** Reads `spec`'s table at its version now, keeping what it reads in `cache`. */
export async function pageReading<Sort extends string, Filters extends object>(
  db: Queryable,
  cache: ReadCache,
  spec: TablePages<Sort, Filters>,
): Promise<PageReading<Sort, Filters>> {
  const version = await findDataVersion(db, cache, spec.table);
  return { db, spec, kept: cache.table(spec.table), version };
}

/** One page's rows, as asked, and how many rows match. */
export async function readPage<Sort extends string, Filters extends object>(
  reading: PageReading<Sort, Filters>,
  request: PageRequest<Sort>,
  filters: Filters,
): Promise<PageOfRows> {
  const { db, spec, kept, version } = reading;
  const countAsked = countQuery(spec, request, filters);
  const count = await (version === undefined
    ? countRows(db, countAsked)
    : kept.counts.get(`${version}\n${countAsked.sql}\n${JSON.stringify(countAsked.params)}`, () =>
        countRows(db, countAsked),
      ));
  const { rows } = await pageRows(reading, request, filters, count);
  return {
    rows: Buffer.from(rows),
    total: request.q ? Math.min(count, SEARCH_COUNT_LIMIT) : count,
    totalExact: !request.q || count <= SEARCH_COUNT_LIMIT,
  };
}

/**
 * A search counted at no more than SEARCH_COUNT_LIMIT matches reads them all from the trigram
 * index (`all` in pageSql.ts). One newest first that matches more reads the newest rows in
 * date order first and keeps those that match: a common word fills a page within a few
 * hundred, where the planner, which cannot tell a common word from a rare one, would read
 * every match from the trigram index and sort them (a tenth of a second for a three-letter
 * prefix). Only when too few match among them is the page asked of the planner. A search
 * sorted otherwise is paged from its window.
 */
async function pageRows<Sort extends string, Filters extends object>(
  reading: PageReading<Sort, Filters>,
  request: PageRequest<Sort>,
  filters: Filters,
  count: number,
): Promise<PageRowsRow> {
  const { db, spec, kept, version } = reading;
  if (request.q && count === 0) return NO_ROWS;
  const reach = request.q && count <= SEARCH_COUNT_LIMIT ? 'all' : 'planned';
  const newestFirst = spec.sorts[request.sort] === 'created_at' && request.order === 'desc';
  if (request.q && !newestFirst) {
    const read = () => readWindow(db, spec, request.q, filters, reach);
    const window = await (version === undefined
      ? read()
      : kept.window(`${version}\n${JSON.stringify([request.q, filters])}`, read));
    return rowsById(db, spec, windowPage(window, request, pageLimit(request)));
  }
  if (request.q && reach === 'planned') {
    const walked = await pageJson(db, rowsQuery(spec, request, filters, 'walk'));
    if (walked.n === pageLimit(request)) return walked;
  }
  return pageJson(db, rowsQuery(spec, request, filters, reach));
}

async function readWindow<Sort extends string, Filters extends object>(
  db: Queryable,
  spec: TablePages<Sort, Filters>,
  q: string,
  filters: Filters,
  reach: Exclude<SearchReach, 'walk'>,
): Promise<SearchWindow<Sort>> {
  const { sql, params } = windowQuery(spec, q, filters, reach);
  const sorts = Object.keys(spec.sorts) as Sort[];
  return searchWindow(sorts, await db.query<Record<string, unknown>>(sql, params));
}

/** The rows of these ids in their order; one removed meanwhile is left out. */
async function rowsById<Sort extends string, Filters extends object>(
  db: Queryable,
  spec: TablePages<Sort, Filters>,
  ids: readonly string[],
): Promise<PageRowsRow> {
  if (ids.length === 0) return NO_ROWS;
  return pageJson(db, rowsByIdQuery(spec, ids));
}

async function countRows(db: Queryable, { sql, params }: SqlQuery) {
  const [row] = await db.query<{ n: number }>(sql, params);
  return row?.n ?? 0;
}

async function pageJson(db: Queryable, { sql, params }: SqlQuery): Promise<PageRowsRow> {
  const [row] = await db.query<PageRowsRow>(sql, params);
  return row ?? NO_ROWS;
}
