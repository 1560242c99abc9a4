/** SQL for data_versions: a counter per table, moved on by any write to it (a trigger). */
import type { ReadCache } from '../cache/readCache';
import type { Queryable } from '../db/types';

/** The table's current version, kept until a write; undefined while nothing has written to it. */
export function findDataVersion(db: Queryable, cache: ReadCache, table: string) {
  return cache.untilWrite(`data version of ${table}`, async () => {
    const [row] = await db.query<{ version: string }>(
      // As text: pg answers bigint as a string, PGlite as a number.
      'SELECT version::text AS version FROM data_versions WHERE table_name = $1',
      [table],
    );
    return row?.version;
  });
}
