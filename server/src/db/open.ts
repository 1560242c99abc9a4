import { mkdir } from 'node:fs/promises';
import path from 'node:path';

import type { Config } from '../config';
import { acquireLock } from './lock';
import { openPgliteThread } from './pgliteThread';
import { openPostgres } from './postgres';
import type { Db } from './types';
import { announcingWrites } from './writeAnnouncer';

/**
 * The PostgreSQL server at DATABASE_URL, or else the embedded database in DATA_DIR/pgdata, on a
 * thread of its own (pgliteThread.ts) and locked against a second server for as long as it is
 * open: this server is then its only writer, and announces its writes (writeAnnouncer.ts).
 */
export async function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<Db> {
  if (config.databaseUrl !== undefined) return openPostgres(config.databaseUrl);

  // PGlite creates its own folder but not the parents.
  await mkdir(config.dataDir, { recursive: true });
  const lock = await acquireLock(config.dataDir);
  try {
    const db = announcingWrites(
      await openPgliteThread({ dataDir: path.join(config.dataDir, 'pgdata') }),
    );
    return {
      ...db,
      async close() {
        await db.close();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}
