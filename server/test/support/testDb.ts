/**
 * A migrated database per test file, fast: an in-memory PGlite, or with TEST_DATABASE_URL set,
 * a database of its own on that PostgreSQL server (postgresTestDb.ts).
 *
 * Creating a PGlite database runs initdb (4–6 s), so it happens once: the migrated data folder
 * is dumped to a tarball cached in node_modules/.cache, named after the PGlite version and the
 * migrations' text, and each test file loads that. A changed migration means a new name and a
 * fresh template. The tarball is not compressed: every file would otherwise unzip it again.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';

import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate';
import { createPglite, pgliteDb } from '../../src/db/pglite';
import type { Db, Queryable } from '../../src/db/types';
import { createPostgresTestDb } from './postgresTestDb';

const ROOT = path.resolve(__dirname, '../../..');
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/server-test-db');

/**
 * The PostgreSQL server the tests run on, a URL to a role that may create databases; unset (or
 * empty) for PGlite.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** 16 hex digits that change with the migrations' text and whatever else `extra` holds. */
async function migrationsHash(...extra: Buffer[]): Promise<string> {
  const hash = createHash('sha256');
  for (const part of extra) hash.update(part);
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) {
    hash.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Named after PGlite's version, this file (how a template is made) and the migrations. */
async function templateFile(): Promise<string> {
  const pglite = await readFile(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'));
  return path.join(CACHE_DIR, `${await migrationsHash(pglite, await readFile(__filename))}.tar`);
}

/**
 * initdb's template databases: copies of the catalogs that no test on PGlite uses, half the
 * template's files, which every server test file would otherwise load
 * (docs/development.md#test-speed). One statement at a time, as DROP DATABASE runs outside a
 * transaction.
 */
const DROP_TEMPLATE_DATABASES = [
  'ALTER DATABASE template0 IS_TEMPLATE false',
  'DROP DATABASE template0',
  'ALTER DATABASE template1 IS_TEMPLATE false',
  'DROP DATABASE template1',
  'CHECKPOINT',
];

async function createTemplate(file: string): Promise<Blob> {
  const pglite = await createPglite();
  await migrate(pgliteDb(pglite));
  for (const statement of DROP_TEMPLATE_DATABASES) await pglite.exec(statement);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  // Written aside and renamed, so a parallel test file never reads half a template.
  await mkdir(CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}

/**
 * A test database's memory: PostgreSQL's defaults size its shared memory for a server (128 MB of
 * buffers, 100 connections), which PGlite allocates and clears at every start; a test file's
 * database is small and has one connection (docs/development.md#test-speed).
 */
const TEST_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'max_connections=5',
];

/** For the beforeAll that calls createTestDb: the first run also builds the template. */
export const DB_SETUP_TIMEOUT_MS = 300_000;

let template: Promise<Blob> | undefined;

/**
 * The template's bytes as PGlite reads them (`arrayBuffer()`), without copying them into a Blob
 * and back out in chunks: three copies of 41 MB in every server test file
 * (docs/development.md#test-speed).
 */
class TemplateBytes extends Blob {
  readonly #template: Buffer;

  constructor(template: Buffer) {
    super([]);
    this.#template = template;
  }

  // PGlite only reads these bytes (its untar copies each file out), so they are handed over as
  // they are when they fill their buffer, as a file read into memory does.
  override async arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.#template;
    const whole = byteOffset === 0 && byteLength === buffer.byteLength;
    return (whole ? buffer : buffer.slice(byteOffset, byteOffset + byteLength)) as ArrayBuffer;
  }
}

async function loadTemplate(): Promise<Blob> {
  const file = await templateFile();
  return readFile(file).then(
    (bytes) => new TemplateBytes(bytes),
    () => createTemplate(file),
  );
}

/** A new migrated database; call once per test file (beforeAll) and close it after. */
export async function createTestDb(): Promise<Db> {
  if (TEST_DATABASE_URL) return createPostgresTestDb(TEST_DATABASE_URL, await migrationsHash());
  template ??= loadTemplate();
  return pgliteDb(
    await createPglite({ loadDataDir: await template, startParams: TEST_START_PARAMS }),
  );
}

/**
 * Empties every table but schema_migrations and those in `keep` (e.g. the admins, so a file
 * can sign in once), so each test starts from a migrated, empty db.
 */
export async function clearTables(db: Db, keep: readonly string[] = []): Promise<void> {
  const tables = await db.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables
      WHERE schemaname = 'public' AND tablename <> ALL($1::text[])`,
    [[...keep, 'schema_migrations', 'data_versions']],
  );
  if (tables.length === 0) return;
  const names = tables.map((table) => table.name);
  if (TEST_DATABASE_URL) {
    await db.exec(`TRUNCATE ${[...names, 'data_versions'].join(', ')} RESTART IDENTITY`);
    return;
  }
  await emptyInPglite(db, names);
}

/**
 * TRUNCATE gives every table and index new files, which PGlite's in-memory file system makes
 * about ten times as slow as DELETE (docs/development.md#test-speed). So PGlite's tables are
 * emptied as TRUNCATE empties them: all at once, with no row trigger and no foreign key checked
 * (the replica role), their own sequences restarted, and every table's data version moved on.
 * A sequence restarts by setval to its start, as ALTER SEQUENCE … RESTART would, without the
 * new file that gives it (8 ms of CPU a clear against 2).
 */
async function emptyInPglite(db: Db, names: readonly string[]): Promise<void> {
  await db.exec(
    [
      'SET session_replication_role = replica',
      ...names.map((name) => `DELETE FROM ${name}`),
      'SET session_replication_role = DEFAULT',
      "UPDATE data_versions SET version = nextval('data_version_seq')",
    ].join(';\n'),
  );
  await db.query(
    `SELECT setval(s.oid, q.seqstart, false) FROM pg_class s
       JOIN pg_sequence q ON q.seqrelid = s.oid
       JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass
        AND d.deptype IN ('a', 'i')
       JOIN pg_class t ON t.oid = d.refobjid
      WHERE s.relkind = 'S' AND quote_ident(t.relname) = ANY($1::text[])`,
    [names],
  );
}

/** How many rows a table holds: a refused write stores nothing. */
export async function rowCount(db: Queryable, table: string): Promise<number | undefined> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n;
}
