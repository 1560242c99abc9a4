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
import { findDataVersion } from './dataVersions';
import {
  countQuery,
  pageLimit,
  rowsQuery,
  SEARCH_COUNT_LIMIT,
  type PageRequest,
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

/** A small least-recently-used map of promises: a failed one is forgotten. */
class PromiseCache<V> {
  private readonly entries = new Map<string, Promise<V>>();

  constructor(private readonly size: number) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    let entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
    } else {
      entry = load();
      entry.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
    }
    this.entries.set(key, entry);
    if (this.entries.size > this.size) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry;
  }
}

export interface PageOfRows {
  rows: unknown[];
  /** Exact when `totalExact`; else a search matched more than SEARCH_COUNT_LIMIT rows. */
  total: number;
  totalExact: boolean;
}

/** Reads pages of one table; make one per table and keep it (it holds the caches). */
export function tablePages<Sort extends string, Filters extends object>(
  spec: TablePages<Sort, Filters>,
) {
  const pages = new PromiseCache<PageOfRows>(256);
  const counts = new PromiseCache<number>(256);
  const windows = new PromiseCache<SearchWindow<Sort>>(64);
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
    const rows = await pageRows(db, request, filters, count, version);
    return {
      rows,
      total: request.q ? Math.min(count, SEARCH_COUNT_LIMIT) : count,
      totalExact: !request.q || count <= SEARCH_COUNT_LIMIT,
    };
  }

  /**
   * A search newest first that matches more rows than it counts reads the newest rows in date
   * order first and keeps those that match: a common word fills a page within a few hundred,
   * where the planner, which cannot tell a common word from a rare one, would read every match
   * from the trigram index and sort them (a tenth of a second for a three-letter prefix). Only
   * when too few match among them is the page asked of the planner. A search sorted otherwise
   * is paged from its window.
   */
  async function pageRows(
    db: Queryable,
    request: PageRequest<Sort>,
    filters: Filters,
    count: number,
    version: string | undefined,
  ): Promise<unknown[]> {
    const newestFirst = spec.sorts[request.sort] === 'created_at' && request.order === 'desc';
    if (request.q && !newestFirst) {
      const read = () => readWindow(db, request.q, filters);
      const window = await (version === undefined
        ? read()
        : windows.get(`${version}\n${JSON.stringify([request.q, filters])}`, read));
      return rowsById(db, windowPage(window, request, pageLimit(request)));
    }
    if (request.q && count > SEARCH_COUNT_LIMIT) {
      const walked = await jsonRows(db, rowsQuery(spec, request, filters, { walk: true }));
      if (walked.length === pageLimit(request)) return walked;
    }
    return jsonRows(db, rowsQuery(spec, request, filters, { walk: false }));
  }

  async function readWindow(db: Queryable, q: string, filters: Filters) {
    const { sql, params } = windowQuery(spec, q, filters);
    return searchWindow(sorts, await db.query<Record<string, unknown>>(sql, params));
  }

  /** The rows of these ids in their order; one removed meanwhile is left out. */
  async function rowsById(db: Queryable, ids: readonly string[]): Promise<unknown[]> {
    if (ids.length === 0) return [];
    const { sql, params } = rowsByIdQuery(spec, ids);
    const found = await db.query<{ id: string; row: unknown }>(sql, params);
    const byId = new Map(found.map(({ id, row }) => [id, row]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)] : []));
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

async function jsonRows(db: Queryable, { sql, params }: SqlQuery): Promise<unknown[]> {
  const rows = await db.query<{ row: unknown }>(sql, params);
  return rows.map(({ row }) => row);
}
