/**
 * Where the attack tests' servers (serverProcess.ts) keep their data: a data folder of their own
 * on PGlite, or, with TEST_DATABASE_URL set, a new empty database on that PostgreSQL server
 * too (the servers migrate it). `read` looks at what they stored, to prove nothing was lost.
 * beforeAll makes the store and a one-page static folder; afterAll stops every server spawned
 * on it and removes the lot.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { createPglite, pgliteDb } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import type { Db } from '../../src/db/types';
import { createEmptyDatabase, databaseUrl, dropDatabase } from './postgresTestDb';
import { killAll, spawnServer, STARTUP_TIMEOUT_MS, type ServerProcess } from './serverProcess';
import { TEST_DATABASE_URL } from './testDb';

export interface ServerStore {
  readonly database: 'PGlite' | 'PostgreSQL';
  /** The data folder every server of the store is given. */
  readonly dataDir: string;
  /** Starts a server on the store with `env` besides; stopped after the file at the latest. */
  spawn(env: Record<string, string>): ServerProcess;
  /** What the servers stored; on PGlite, only while none runs on the folder. */
  read<T>(query: (db: Db) => Promise<T>): Promise<T>;
}

export function useServerStore(prefix: string): ServerStore {
  let workDir: string | undefined;
  let database: string | undefined;
  const servers: ServerProcess[] = [];
  const ready = () => {
    if (!workDir) throw new Error('the server store is made in beforeAll');
    return workDir;
  };

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), `back-office-${prefix}-`));
    await mkdir(path.join(workDir, 'dist'));
    await writeFile(path.join(workDir, 'dist', 'index.html'), '<!doctype html><title>x</title>');
    if (TEST_DATABASE_URL) database = await createEmptyDatabase(TEST_DATABASE_URL, prefix);
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await killAll(servers);
    if (TEST_DATABASE_URL && database) await dropDatabase(TEST_DATABASE_URL, database);
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  const url = () => (TEST_DATABASE_URL && database ? databaseUrl(TEST_DATABASE_URL, database) : '');

  return {
    database: TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    get dataDir() {
      return path.join(ready(), 'data');
    },
    spawn(env) {
      const server = spawnServer({
        DATA_DIR: this.dataDir,
        STATIC_DIR: path.join(ready(), 'dist'),
        ...(url() && { DATABASE_URL: url() }),
        ...env,
      });
      servers.push(server);
      return server;
    },
    async read(query) {
      const db = url()
        ? await openPostgres(url())
        : pgliteDb(await createPglite({ dataDir: path.join(this.dataDir, 'pgdata') }));
      try {
        return await query(db);
      } finally {
        await db.close();
      }
    },
  };
}
