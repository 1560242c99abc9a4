/**
 * Servers started as replicas are: at the same moment, on one new, empty PostgreSQL database
 * (on TEST_DATABASE_URL's server) that an ordinary role owns, as a hosted database's owner is
 * rather than a superuser; each with its own DATA_DIR and the same JWT_SECRET. Everything they
 * made is removed after the file: the servers, the database, the role and the folders. Their
 * tests run when TEST_DATABASE_URL names a PostgreSQL server (scripts/pg/throwaway.sh makes one).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { openPostgres } from '../../src/db/postgres';
import type { Db } from '../../src/db/types';
import {
  createEmptyDatabase,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
  withServer,
} from './postgresTestDb';
import {
  addressOf,
  killAll,
  spawnServer,
  started,
  STARTUP_TIMEOUT_MS,
  type ServerProcess,
} from './serverProcess';
import { TEST_DATABASE_URL } from './testDb';

/** The JWT_SECRET every replica is started with. */
export const REPLICA_JWT_SECRET = 'one-secret-that-both-replicas-share-0123456789';

/** Replicas need a database server; PGlite is one process's own. */
export const describeOnPostgres = TEST_DATABASE_URL ? describe : describe.skip;

export interface Replica {
  url: string;
  /** What it printed once ready. */
  stdout: string;
  process: ServerProcess;
}

export interface Replicas {
  /** In the order started. */
  readonly all: readonly Replica[];
  /** The administrator's password, which whichever server seeded first generated. */
  readonly password: string;
  /** The superuser's connection to their database, to look at and set up what they share. */
  readonly db: Db;
}

/** beforeAll and afterAll hooks that start two servers with `env` and stop them after. */
export function useReplicas(env: Record<string, string>): Replicas {
  const serverUrl = TEST_DATABASE_URL ?? '';
  const role = uniqueDatabaseName('backoffice_owner');
  const password = randomBytes(12).toString('hex');
  let database: string | undefined;
  let workDir: string | undefined;
  let db: Db | undefined;
  const processes: ServerProcess[] = [];
  let all: Replica[] = [];

  beforeAll(async () => {
    await withServer(serverUrl, (client) =>
      client.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`),
    );
    database = await createEmptyDatabase(serverUrl, 'backoffice_replicas', role);
    const asOwner = new URL(databaseUrl(serverUrl, database));
    asOwner.username = role;
    asOwner.password = password;

    workDir = await mkdtemp(path.join(os.tmpdir(), 'back-office-replicas-'));
    const staticDir = path.join(workDir, 'dist');
    await mkdir(staticDir);
    await writeFile(
      path.join(staticDir, 'index.html'),
      '<!doctype html><title>Back-office</title>',
    );

    for (let i = 0; i < 2; i += 1) {
      processes.push(
        spawnServer({
          JWT_SECRET: REPLICA_JWT_SECRET,
          ...env,
          DATABASE_URL: asOwner.toString(),
          DATA_DIR: path.join(workDir, `replica-${i + 1}`),
          STATIC_DIR: staticDir,
        }),
      );
    }
    const outputs = await Promise.all(processes.map(started));
    all = processes.map((server, i) => {
      const stdout = outputs[i] ?? '';
      return { url: addressOf(stdout), stdout, process: server };
    });
    db = await openPostgres(databaseUrl(serverUrl, database));
  }, 2 * STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await killAll(processes);
    await db?.close();
    if (database) await dropDatabase(serverUrl, database);
    await withServer(serverUrl, (client) => client.query(`DROP ROLE IF EXISTS ${role}`));
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  const startedReplicas = () => {
    if (all.length === 0) throw new Error('the replicas start in beforeAll');
    return all;
  };
  return {
    get all() {
      return startedReplicas();
    },
    get password() {
      const printed = startedReplicas().map(
        ({ stdout }) => /^Admin password: +(\S+) +\(generated now/m.exec(stdout)?.[1],
      );
      return printed.find((found) => found !== undefined) ?? '';
    },
    get db() {
      if (!db) throw new Error('the replicas start in beforeAll');
      return db;
    },
  };
}
