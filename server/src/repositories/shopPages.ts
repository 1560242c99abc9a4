/**
 * Pages of the shop's long read-only tables (users, orders): one page of rows in the order
 * asked, with how many rows match (docs/api.md#paged-users-and-orders). The tables carry a
 * lower-cased `search` column with a trigram index (migration 004), so a search, a filter, a
 * sort and a page each read an index rather than the table.
 *
 * Answers are kept per table version (data_versions, moved by any write), so the same page asked
 * again, or by twenty administrators at once, is read once; a count is kept for the page turns
 * that follow it.
 */
import type { Queryable } from '../db/types';
import { PromiseCache } from '../promiseCache';
import { findDataVersion } from './dataVersions';
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

/**
 * How much of each table's pages is kept, in bytes of their rows' JSON: about 3,000 pages of 50
 * orders, which twenty administrators asking for pages of every sort and search take minutes to
 * go beyond. Their compressed forms (shopPageReply.ts) add about a fifth. Kept answers are what
 * let the database, which answers one query at a time, keep up with them.
 */
export const KEPT_PAGE_BYTES = 64 * 1024 * 1024;

const NO_ROWS: PageRowsRow = { n: 0, rows: '[]' };

export interface PageOfRows {
  /** The page's rows as a JSON array, UTF-8, as the database wrote it. */
  rows: Buffer;
  /** Exact when `totalExact`; else a search matched more than SEARCH_COUNT_LIMIT rows. */
  total: number;
  totalExact: boolean;
}

/** Reads pages of one table; make one per table and keep it (it holds the caches). */
export function tablePages<Sort extends string, Filters extends object>(
  spec: TablePages<Sort, Filters>,
) {
  const pages = new PromiseCache<PageOfRows>(KEPT_PAGE_BYTES, (page) => page.rows.length);
  const counts = new PromiseCache<number>(4_096);
  const windows = new PromiseCache<SearchWindow<Sort>>(128);
  const sorts = Object.keys(spec.sorts) as Sort[];

  async function read(
    db: Queryable,
    request: PageRequest<Sort>,
    filters: Filters,
    version: string | undefined,
  ): Promise<PageOfRows> {
    const countAsked = countQuery(spec, request, filters);
    const count = await (version === undefined
      ? countRows(db, countAsked)
      : counts.get(`${version}\n${countAsked.sql}\n${JSON.stringify(countAsked.params)}`, () =>
          countRows(db, countAsked),
        ));
    const { rows } = await pageRows(db, request, filters, count, version);
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
  async function pageRows(
    db: Queryable,
    request: PageRequest<Sort>,
    filters: Filters,
    count: number,
    version: string | undefined,
  ): Promise<PageRowsRow> {
    if (request.q && count === 0) return NO_ROWS;
    const reach = request.q && count <= SEARCH_COUNT_LIMIT ? 'all' : 'planned';
    const newestFirst = spec.sorts[request.sort] === 'created_at' && request.order === 'desc';
    if (request.q && !newestFirst) {
      const read = () => readWindow(db, request.q, filters, reach);
      const window = await (version === undefined
        ? read()
        : windows.get(`${version}\n${JSON.stringify([request.q, filters])}`, read));
      return rowsById(db, windowPage(window, request, pageLimit(request)));
    }
    if (request.q && reach === 'planned') {
      const walked = await pageJson(db, rowsQuery(spec, request, filters, 'walk'));
      if (walked.n === pageLimit(request)) return walked;
    }
    return pageJson(db, rowsQuery(spec, request, filters, reach));
  }

  async function readWindow(
    db: Queryable,
    q: string,
    filters: Filters,
    reach: Exclude<SearchReach, 'walk'>,
  ) {
    const { sql, params } = windowQuery(spec, q, filters, reach);
    return searchWindow(sorts, await db.query<Record<string, unknown>>(sql, params));
  }

  /** The rows of these ids in their order; one removed meanwhile is left out. */
  async function rowsById(db: Queryable, ids: readonly string[]): Promise<PageRowsRow> {
    if (ids.length === 0) return NO_ROWS;
    return pageJson(db, rowsByIdQuery(spec, ids));
  }

  return {
    async page(db: Queryable, request: PageRequest<Sort>, filters: Filters): Promise<PageOfRows> {
      const version = await findDataVersion(db, spec.table);
      // A table never written to is empty: nothing to keep, and no version to key it by.
      if (version === undefined) return read(db, request, filters, version);
      const key = JSON.stringify([version, request, filters]);
      return pages.get(key, () => read(db, request, filters, version));
    },
  };
}

async function countRows(db: Queryable, { sql, params }: SqlQuery) {
  const [row] = await db.query<{ n: number }>(sql, params);
  return row?.n ?? 0;
}

async function pageJson(db: Queryable, { sql, params }: SqlQuery): Promise<PageRowsRow> {
  const [row] = await db.query<PageRowsRow>(sql, params);
  return row ?? NO_ROWS;
}
