/**
 * Every row of a long table (users, orders) that a list's search and filter match, in the list's
 * order, for a CSV export (docs/api.md#csv-export). Read in batches by keyset: each batch starts
 * after the last row of the one before, found by an index, so a million rows cost a thousand
 * short queries, none of which holds the database or more than one batch in memory, and other
 * requests run between them (PGlite has one connection).
 */
import type { Queryable } from '../db/types';
import { matchConditions, type SortOrder, type TablePages } from './pages/pageSql';

/** One column of an export: its heading and the SQL of its value (text, a number, or null). */
export interface ExportColumn {
  heading: string;
  sql: string;
}

/** An export's columns: their headings, and the SQL of their values in the same order. */
export function exportColumns(headings: readonly string[], values: readonly string[]) {
  if (headings.length !== values.length) throw new Error('an export column without its value');
  return values.map((sql, i): ExportColumn => ({ heading: headings[i] ?? '', sql }));
}

export interface ExportRequest<Sort extends string> {
  q: string;
  sort: Sort;
  order: SortOrder;
  /** Only these of the matching rows, by id, separated by commas (a selection's export). */
  ids?: string;
}

/** Rows per query: large enough that round trips do not dominate, small enough to hold. */
export const EXPORT_BATCH_ROWS = 2_000;

/** Thrown when the row a batch starts after was removed meanwhile: the rest cannot be found. */
export class ExportInterrupted extends Error {}

interface BatchRow {
  values: unknown[];
  id: string;
}

/**
 * The matching rows' values, column by column, a batch at a time. Rows whose sort key is empty
 * (an order without a known buyer, sorted by user) come where the list puts them, PostgreSQL's
 * order: last ascending, first descending; each run is read by its own keyset.
 */
export async function* exportBatches<Sort extends string, Filters extends object>(
  db: Queryable,
  spec: TablePages<Sort, Filters>,
  columns: readonly ExportColumn[],
  request: ExportRequest<Sort>,
  filters: Filters,
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<unknown[][]> {
  const key = spec.sorts[request.sort];
  const direction = request.order === 'asc' ? 'ASC' : 'DESC';
  const after = request.order === 'asc' ? '>' : '<';
  const runs = [
    { where: `${key} IS NOT NULL`, orderBy: `${key} ${direction}, id ${direction}`, keyed: true },
    { where: `${key} IS NULL`, orderBy: `id ${direction}`, keyed: false },
  ];
  if (request.order === 'desc') runs.reverse();

  for (const run of runs) {
    let last: string | undefined;
    for (;;) {
      const params: unknown[] = [];
      const param = (value: unknown) => `$${params.push(value)}`;
      const conditions = [...matchConditions(spec, request.q, filters, param), run.where];
      // As text, so one condition serves the integer ids and the shop's own (users, orders).
      if (request.ids) conditions.push(`id::text = ANY(${param(request.ids.split(','))}::text[])`);
      if (last !== undefined) {
        // The last row's own key, read again by its id: the comparison needs no cast of a key
        // passed as text (a timestamp's microseconds, a boolean) and no per-type code.
        conditions.push(
          run.keyed
            ? `(${key}, id) ${after} (SELECT ${key}, id FROM ${spec.table} WHERE id = ${param(last)})`
            : `id ${after} ${param(last)}`,
        );
      }
      const rows = await db.query<BatchRow>(
        `SELECT json_build_array(${columns.map(({ sql }) => sql).join(', ')}) AS values, id
           FROM ${spec.table} WHERE ${conditions.join(' AND ')}
          ORDER BY ${run.orderBy} LIMIT ${batchRows}`,
        params,
      );
      if (rows.length > 0) yield rows.map(({ values }) => values);
      if (rows.length < batchRows) {
        if (last !== undefined && !(await stillThere(db, spec.table, last))) {
          throw new ExportInterrupted(`row ${last} was removed during the export`);
        }
        break;
      }
      last = rows[rows.length - 1]?.id;
    }
  }
}

async function stillThere(db: Queryable, table: string, id: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
  return rows.length > 0;
}
