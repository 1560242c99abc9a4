/**
 * Counts the rows each table has had changed, in the same transaction as the change: a row
 * trigger on every table adds one per row inserted, updated or deleted (and a statement
 * trigger one per TRUNCATE), so a change rolled back counts nothing. A test database only.
 *
 * The fuzzer reads the counts after each request, in one cheap query: a refused request must
 * leave them as they were.
 */
import type { Db } from '../../../src/db/types';

export const COUNTS_TABLE = 'test_row_changes';

export async function countRowChanges(db: Db): Promise<void> {
  await db.exec(`
    CREATE TABLE ${COUNTS_TABLE} (table_name text PRIMARY KEY, changes bigint NOT NULL);
    CREATE FUNCTION test_count_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO ${COUNTS_TABLE} VALUES (TG_TABLE_NAME, 1)
          ON CONFLICT (table_name) DO UPDATE SET changes = ${COUNTS_TABLE}.changes + 1;
        RETURN NULL;
      END
    $$;
  `);
  const tables = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> $1`,
    [COUNTS_TABLE],
  );
  for (const { name } of tables) {
    const table = JSON.stringify(name);
    await db.exec(`
      CREATE TRIGGER test_count_rows AFTER INSERT OR UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION test_count_row_change();
      CREATE TRIGGER test_count_truncate AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION test_count_row_change();
    `);
  }
}

/** The rows changed so far in each table but `skip`, as "table: count" lines. */
export async function rowChanges(db: Db, skip: readonly string[] = []): Promise<string> {
  const rows = await db.query<{ line: string }>(
    `SELECT table_name || ': ' || changes AS line FROM ${COUNTS_TABLE}
      WHERE table_name <> ALL($1::text[]) ORDER BY table_name`,
    [skip],
  );
  return rows.map(({ line }) => line).join('\n');
}
