/**
 * A search sorted by anything but its date pages through its newest matches, as many as it
 * counts (docs/decisions.md#a-million-orders-on-the-embedded-database). Those matches are read
 * once per search and filters, with each one's place in every sort, and kept per table version:
 * the same search sorted by another column or turned to its next page is then a matter of
 * ordering a thousand numbers and reading the page's rows by id. Reading the matches is what
 * costs (a common name's thousand newest orders: a tenth of a second on the embedded database).
 */
import {
  built,
  fenceOf,
  jsonArrayOf,
  matchConditions,
  SEARCH_COUNT_LIMIT,
  type PageRequest,
  type SearchReach,
  type SqlQuery,
  type TablePages,
  whereOf,
} from './pageSql';

export interface SearchWindow<Sort extends string> {
  /** The matches' ids, newest first. */
  ids: string[];
  /** For each sort, each match's place in ascending order (0 first), in the order of `ids`. */
  places: Record<Sort, number[]>;
}

/**
 * The newest matches of a search and filters, with their places in every sort; `reach` is `all`
 * when the search was counted at no more than SEARCH_COUNT_LIMIT matches (pageSql.ts says why).
 */
export function windowQuery<Sort extends string, Filters extends object>(
  spec: TablePages<Sort, Filters>,
  q: string,
  filters: Filters,
  reach: Exclude<SearchReach, 'walk'>,
): SqlQuery {
  const sorts = Object.keys(spec.sorts) as Sort[];
  const keys = sorts.map((sort, i) => `${spec.sorts[sort]} AS key${i}`).join(', ');
  // row_number() counts from 1; ties are ordered by id, as every page is.
  const places = sorts
    .map((_, i) => `row_number() OVER (ORDER BY key${i}, id)::int - 1 AS place${i}`)
    .join(', ');
  return built(
    (param) => `SELECT id, ${places}
      FROM (SELECT * FROM
              (SELECT id, created_at, ${keys} FROM ${spec.table}
                ${whereOf(matchConditions(spec, q, filters, param))} ${fenceOf(reach)}) AS matches
             ORDER BY created_at DESC, id DESC LIMIT ${SEARCH_COUNT_LIMIT}) AS newest_matches
     ORDER BY created_at DESC, id DESC`,
  );
}

/** The window read from windowQuery's rows. */
export function searchWindow<Sort extends string>(
  sorts: readonly Sort[],
  rows: ReadonlyArray<Record<string, unknown>>,
): SearchWindow<Sort> {
  const places = Object.fromEntries(
    sorts.map((sort, i) => [sort, rows.map((row) => Number(row[`place${i}`]))]),
  ) as Record<Sort, number[]>;
  return { ids: rows.map((row) => String(row.id)), places };
}

/** The ids of one page of the window, in the page's order. */
export function windowPage<Sort extends string>(
  window: SearchWindow<Sort>,
  request: PageRequest<Sort>,
  limit: number,
): string[] {
  const places = window.places[request.sort];
  const byPlace: string[] = [];
  window.ids.forEach((id, i) => (byPlace[places[i] ?? i] = id));
  // Descending is ascending reversed: the key's order and the ties' order both turn.
  if (request.order === 'desc') byPlace.reverse();
  const offset = (request.page - 1) * request.pageSize;
  return byPlace.slice(offset, offset + limit);
}

/** The rows with these ids in their order, as rowsQuery answers a page; a missing id is left out. */
export function rowsByIdQuery<Sort extends string, Filters extends object>(
  spec: TablePages<Sort, Filters>,
  ids: readonly string[],
): SqlQuery {
  return {
    sql: `SELECT count(*)::int AS n, ${jsonArrayOf(spec, 'wanted.place')} AS rows
            FROM unnest($1::${spec.idType ?? 'text'}[]) WITH ORDINALITY AS wanted(id, place)
            JOIN ${spec.table} USING (id)`,
    params: [ids],
  };
}
