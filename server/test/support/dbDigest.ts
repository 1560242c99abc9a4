/**
 * A fingerprint of everything a database stores, to prove that a refused request changed no row:
 * one md5 per table over its rows in a fixed order, so a difference names the table.
 */
import type { Db } from '../../src/db/types';

export type DbDigest = Record<string, string>;

/**
 * Every table but `skip` (e.g. rate_limits, which counts sign-in attempts by design). The rows are
 * compared as text, so an updated timestamp or a changed byte shows.
 */
export async function dbDigest(db: Db, skip: readonly string[] = []): Promise<DbDigest> {
  const tables = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables
      WHERE schemaname = 'public' AND tablename <> ALL($1::text[]) ORDER BY tablename`,
    [skip],
  );
  const digest: DbDigest = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ md5: string; rows: number }>(
      `SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5,
              count(*)::int AS rows
         FROM ${JSON.stringify(name)} t`,
    );
    digest[name] = `${row?.rows ?? 0} rows, ${row?.md5 ?? ''}`;
  }
  return digest;
}
