/**
 * The SQL of a page of a long read-only table (users, orders), or of the admin accounts, and of
 * its count (docs/api.md#paged-users-and-orders). pageReader.ts runs them.
 */
import type { PagedTable } from '../shopTables';

/**
 * A search counts its matches up to this many; beyond, the answer says "more than": counting reads
 * every match (docs/benchmarks.md), and a thousand is as many as anyone pages through.
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

/** A filter's condition for a value; `param` adds the value and answers its placeholder. */
type Condition<Value> = (value: Value, param: (value: unknown) => string) => string;

export interface TablePages<Sort extends string, Filters extends object> {
  table: PagedTable;
  /** The id column's type, when not text (the admins' ids are integers). */
  idType?: 'integer';
  /** json_build_object's arguments for one row ('key', column, ...); nulls left out... */
  fields: string;
  /** ...unless kept, for a row whose schema answers a field as null. */
  keepNulls?: boolean;
  /** Each sort key's SQL expression; rows that tie are ordered by id. */
  sorts: Readonly<Record<Sort, string>>;
  /** Each filter's condition, applied when the request gives the filter a value. */
  filters: { readonly [Key in keyof Filters]-?: Condition<NonNullable<Filters[Key]>> };
  /**
   * SQL counting the rows that meet the filters from a table of totals kept by triggers, as `n`
   * (`param` adds a value); undefined for a filter the totals do not keep. Asked only without a
   * search, where summing totals is far quicker than counting rows (docs/benchmarks.md).
   */
  summaryCount?: (filters: Filters, param: (value: unknown) => string) => string | undefined;
}

/** A LIKE pattern that finds `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
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
  if (q) conditions.push(searchCondition(q, param));
  return conditions;
}

/**
 * A search's condition on the lower-cased `search` column: beyond ASCII the search is lower-cased
 * by the database's lower(), as the column is, since JavaScript's may differ (a final sigma).
 */
const searchCondition = (q: string, param: (value: unknown) => string) =>
  /[^\p{ASCII}]/u.test(q)
    ? `search LIKE lower(${param(containsPattern(q))})`
    : `search LIKE ${param(containsPattern(q.toLowerCase()))}`;

export interface SqlQuery {
  sql: string;
  params: unknown[];
}

/** A query's text built with `param`, which adds a value and answers its placeholder. */
export function built(write: (param: (value: unknown) => string) => string): SqlQuery {
  const params: unknown[] = [];
  const sql = write((value) => `$${params.push(value)}`);
  return { sql, params };
}

/** A WHERE clause of the conditions joined by AND; nothing for none. */
export const whereOf = (conditions: readonly string[]) =>
  conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';

/** How many of the newest rows a search newest first reads in date order for its page (pageReader.ts). */
export const SEARCH_WALK_ROWS = 10_000;

/** Counts the rows a page's search and filters match, as `n` (a search up to one past the limit). */
export function countQuery<Sort extends string, Filters extends object>(
  spec: TablePages<Sort, Filters>,
  request: PageRequest<Sort>,
  filters: Filters,
): SqlQuery {
  const summed = request.q
    ? undefined
    : built((param) => spec.summaryCount?.(filters, param) ?? '');
  if (summed?.sql) return summed;
  return built((param) => {
    const where = whereOf(matchConditions(spec, request.q, filters, param));
    return request.q
      ? `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${spec.table} ${where}
           LIMIT ${SEARCH_COUNT_LIMIT + 1}) AS matching`
      : `SELECT count(*)::int AS n FROM ${spec.table} ${where}`;
  });
}

/** SQL of the rows' JSON array as text (`fields` as TablePages has them), in `order`. */
export function jsonArrayOf(
  { fields, keepNulls }: Pick<TablePages<string, object>, 'fields' | 'keepNulls'>,
  order: string,
) {
  const row = `json_build_object(${fields})`;
  return `coalesce(json_agg(${keepNulls ? row : `json_strip_nulls(${row})`} ORDER BY ${order}),
            '[]')::text`;
}

/** A page's rows as rowsQuery and rowsByIdQuery answer them. */
export type PageRowsRow = { n: number; rows: string };

/** How many rows the page can hold: a search's pages stop at SEARCH_COUNT_LIMIT rows. */
export function pageLimit(request: PageRequest<string>): number {
  if (!request.q) return request.pageSize;
  const offset = (request.page - 1) * request.pageSize;
  return Math.max(0, Math.min(request.pageSize, SEARCH_COUNT_LIMIT - offset));
}

/**
 * Where a search looks for a page's rows:
 * - `walk`: among the newest SEARCH_WALK_ROWS rows only, in date order (pageReader.ts says when);
 *   the page may then come back short;
 * - `all`: every match first, from the trigram index, and only then sorted: for a search counted
 *   at no more than SEARCH_COUNT_LIMIT matches. The planner guesses ten thousand matches for a
 *   search whose trigrams are common (an order number's digits) and would walk the sort's index
 *   through the whole table to find its few hundred matches
 *   (docs/decisions.md#a-million-orders-on-the-embedded-database);
 * - `planned`: as the planner chooses.
 */
export type SearchReach = 'walk' | 'all' | 'planned';

/**
 * What ends a subquery of a search's matches read as `reach` says: for `all`, `OFFSET 0`, which
 * keeps the planner from merging the subquery with the sort and limit around it, so that it
 * reads the matches from the trigram index, as it does to count them.
 */
export const fenceOf = (reach: SearchReach) => (reach === 'all' ? 'OFFSET 0' : '');

/**
 * The rows of one page as one JSON array, `rows` (text, as the answer holds it: the server
 * neither parses nor writes it again), and how many, `n`. The page's ids are found first,
 * from an index where one serves, and only then its rows built: a page far down would otherwise
 * build the JSON of every row it skips.
 *
 * A search's pages stop at its newest SEARCH_COUNT_LIMIT matches, as many as it counts; sorted
 * by anything but newest first, they come from its search window (searchWindows.ts) instead.
 * `reach` says where a search looks for the page (ignored without a search).
 */
export function rowsQuery<Sort extends string, Filters extends object>(
  spec: TablePages<Sort, Filters>,
  request: PageRequest<Sort>,
  filters: Filters,
  reach: SearchReach,
): SqlQuery {
  const direction = request.order === 'asc' ? 'ASC' : 'DESC';
  const key = spec.sorts[request.sort];
  const offset = (request.page - 1) * request.pageSize;
  const limit = pageLimit(request);
  const newest = `ORDER BY created_at DESC, id DESC`;

  return built((param) => {
    const filtered = matchConditions(spec, '', filters, param);
    const searched = request.q ? [searchCondition(request.q, param)] : [];
    const candidates =
      request.q && reach === 'walk'
        ? `(SELECT id, key FROM
            (SELECT id, ${key} AS key, search FROM ${spec.table} ${whereOf(filtered)}
              ${newest} LIMIT ${SEARCH_WALK_ROWS}) AS newest_rows
            ${whereOf(searched)}) AS matching`
        : `(SELECT id, ${key} AS key FROM ${spec.table} ${whereOf([...filtered, ...searched])}
            ${request.q ? fenceOf(reach) : ''}) AS matching`;
    return `SELECT count(*)::int AS n,
             ${jsonArrayOf(spec, `page.key ${direction}, page.id ${direction}`)} AS rows
        FROM (SELECT id, key FROM ${candidates}
               ORDER BY key ${direction}, id ${direction}
               LIMIT ${param(limit)} OFFSET ${param(offset)}) AS page
        JOIN ${spec.table} USING (id)`;
  });
}
