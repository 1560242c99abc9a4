/**
 * Numbered SQL migrations (migrations/NNN_name.sql), applied in order at start and recorded in
 * schema_migrations. A new table or column is a new file; an applied file is never edited.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { takeStartupTurn } from './startupTurn';
import type { Db } from './types';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Applies the pending migrations in one transaction and returns their names. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  return db.transaction(async (tx) => {
    await takeStartupTurn(tx);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const rows = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const pending = files.map((file) => path.basename(file, '.sql')).filter((v) => !applied.has(v));
    for (const version of pending) {
      await tx.exec(await readFile(path.join(dir, `${version}.sql`), 'utf8'));
      await tx.write('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
    }
    return pending;
  });
}
