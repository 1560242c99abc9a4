import type { Queryable } from './types';

// Rows per statement: big enough that a 100,000-row seed takes a few dozen round trips, small
// enough that one statement's JSON stays a few megabytes.
const BATCH_SIZE = 5000;

/**
 * Inserts many rows, called as (db, rows, onBatch?), with one `INSERT … SELECT FROM
 * json_to_recordset($1::json)` per batch, far faster than a statement per row. `insertSql` takes
 * the batch, a JSON array of objects whose keys are the record's column names, as $1. (json
 * rather than jsonb: it is read only once, and skipping jsonb's conversion makes a 100,000-order
 * seed about a third faster on PGlite.)
 */
export const batchInserter =
  <T>(insertSql: string) =>
  async (db: Queryable, rows: readonly T[], onBatch?: (inserted: number) => void) => {
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      const batch = rows.slice(start, start + BATCH_SIZE);
      await db.write(insertSql, [JSON.stringify(batch)]);
      onBatch?.(start + batch.length);
    }
  };

/**
 * An onBatch that reports each tenth of `total` as 'demo orders: 100,000 of 1,000,000', for a
 * seed long enough to be worth following (below `quiet` rows it says nothing).
 */
export function tenths(
  what: string,
  total: number,
  report: ((line: string) => void) | undefined,
  quiet = 50_000,
): ((inserted: number) => void) | undefined {
  if (!report || total < quiet) return undefined;
  let next = total / 10;
  const count = (value: number) => value.toLocaleString('en-US');
  return (inserted) => {
    if (inserted < next && inserted < total) return;
    report(`${what}: ${count(inserted)} of ${count(total)}`);
    while (next <= inserted) next += total / 10;
  };
}

/**
 * Runs a bulk load into `table` with its secondary indexes dropped, then builds them again from
 * their own definitions: building a trigram index over a million rows once takes about a minute,
 * keeping it up to date row by row several times that. Call inside a transaction, so that no
 * one ever sees the table without its indexes.
 */
export async function withIndexesRebuilt<T>(tx: Queryable, table: string, load: () => Promise<T>) {
  const indexes = await tx.query<{ name: string; definition: string }>(
    `SELECT quote_ident(i.relname) AS name, pg_get_indexdef(i.oid) AS definition
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
      WHERE x.indrelid = $1::regclass AND NOT x.indisprimary AND NOT x.indisunique`,
    [table],
  );
  for (const { name } of indexes) await tx.exec(`DROP INDEX ${name}`);
  const result = await load();
  for (const { definition } of indexes) await tx.exec(definition);
  return result;
}
