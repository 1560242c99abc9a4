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
import type { ShopTable } from './shopTables';

/**
 * A search counts its matches up to this many; beyond, the answer says "more than". Counting
 * reads every match: a search that matches most of a million rows takes half a second, and one
 * counted up to 10,000 a tenth of one, which twenty administrators searching at once would wait
 * for in turn. A thousand is as many as anyone pages through; past it they refine the search.
 */
export const SEARCH_COUNT_LIMIT = 1_000;

export type SortOrder = 'asc' | 'desc';

export interface PageRequest<Sort extends string> {
  page: number;
  pageSize: number;
  /** Matched as a substring, ignoring case; empty for no search. */
  q: string;
  sort: Sort;
  order: SortOrder;
}

export interface PageOfRows {
  rows: unknown[];
  /** Exact when `totalExact`; else a search matched more than SEARCH_COUNT_LIMIT rows. */
  total: number;
  totalExact: boolean;
}

/** A filter's condition for a value; `param` adds the value and answers its placeholder. */
type Condition<Value> = (value: Value, param: (value: unknown) => string) => string;

export interface TablePages<Sort extends string, Filters extends object> {
  table: ShopTable;
  /** json_build_object's arguments for one row ('key', column, ...); nulls are left out. */
  fields: string;
  /** Each sort key's SQL expression; rows that tie are ordered by id. */
  sorts: Readonly<Record<Sort, string>>;
  /** Each filter's condition, applied when the request gives the filter a value. */
  filters: { readonly [Key in keyof Filters]-?: Condition<NonNullable<Filters[Key]>> };
  /**
   * SQL counting the rows that meet the filters from a table of totals kept by triggers, as
   * `n`; `param` adds a value. Asked only without a search: counting a fifth of a million rows
   * takes half a second, summing their days' totals a millisecond.
   */
  summaryCount?: (filters: Filters, param: (value: unknown) => string) => string;
}

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The conditions a row meets to match a search and filters; `param` adds a value. */
export function matchConditions<Sort extends string, Filters extends object>(
  spec: TablePages<Sort, Filters>,
  q: string,
  filters: Filters,
  param: (value: unknown) => string,
): string[] {
  const conditions: string[] = [];
  for (const key of Object.keys(spec.filters) as (keyof Filters)[]) {
    const value = filters[key];
    if (value !== undefined && value !== null) {
      conditions.push(spec.filters[key](value as NonNullable<Filters[typeof key]>, param));
    }
  }
  if (q) conditions.push(`search LIKE ${param(containsPattern(q))}`);
  return conditions;
}

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

/** Reads pages of one table; make one per table and keep it (it holds the caches). */
export function tablePages<Sort extends string, Filters extends object>(
  spec: TablePages<Sort, Filters>,
) {
  const pages = new PromiseCache<PageOfRows>(256);
  const counts = new PromiseCache<number>(256);

  async function read(
    db: Queryable,
    request: PageRequest<Sort>,
    filters: Filters,
    version: string | undefined,
  ): Promise<PageOfRows> {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const conditions = matchConditions(spec, request.q, filters, param);
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const countParams = [...params];
    let countSql = request.q
      ? `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${spec.table} ${where}
           LIMIT ${SEARCH_COUNT_LIMIT + 1}) AS matching`
      : `SELECT count(*)::int AS n FROM ${spec.table} ${where}`;
    if (!request.q && spec.summaryCount) {
      countParams.length = 0;
      countSql = spec.summaryCount(filters, (value) => `$${countParams.push(value)}`);
    }

    const direction = request.order === 'asc' ? 'ASC' : 'DESC';
    const key = spec.sorts[request.sort];
    // A search reaches its newest SEARCH_COUNT_LIMIT matches, as many as it counts: sorting
    // those few is quick, where sorting every match of a common name took a second.
    const candidates = request.q
      ? `(SELECT id, ${key} AS key FROM ${spec.table} ${where}
           ORDER BY created_at DESC, id DESC LIMIT ${SEARCH_COUNT_LIMIT}) AS newest_matches`
      : `(SELECT id, ${key} AS key FROM ${spec.table} ${where}) AS matching`;
    // The page's ids first, from an index where one serves, and only then its rows: a page far
    // down would otherwise build the JSON of every row it skips.
    const rowsSql = `SELECT json_strip_nulls(json_build_object(${spec.fields})) AS row
        FROM (SELECT id, key FROM ${candidates}
               ORDER BY key ${direction}, id ${direction}
               LIMIT ${param(request.pageSize)} OFFSET ${param((request.page - 1) * request.pageSize)}
             ) AS page
        JOIN ${spec.table} USING (id)
       ORDER BY page.key ${direction}, page.id ${direction}`;

    const [rows, count] = await Promise.all([
      db.query<{ row: unknown }>(rowsSql, params),
      version === undefined
        ? countRows(db, countSql, countParams)
        : counts.get(`${version}\n${countSql}\n${JSON.stringify(countParams)}`, () =>
            countRows(db, countSql, countParams),
          ),
    ]);
    return {
      rows: rows.map(({ row }) => row),
      total: request.q ? Math.min(count, SEARCH_COUNT_LIMIT) : count,
      totalExact: !request.q || count <= SEARCH_COUNT_LIMIT,
    };
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

async function countRows(db: Queryable, sql: string, params: readonly unknown[]) {
  const [row] = await db.query<{ n: number }>(sql, params);
  return row?.n ?? 0;
}
