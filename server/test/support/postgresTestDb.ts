/**
 * Test databases on a PostgreSQL server, for a run with TEST_DATABASE_URL set (a role that may
 * create databases, e.g. scripts/pg/throwaway.sh's superuser). Each test file gets a database of
 * its own, copied from a migrated template (CREATE DATABASE ... TEMPLATE, a fraction of a second)
 * and dropped when the file closes it. The template is made once per migrations' text, by
 * whichever test file asks first, under an advisory lock that the others wait on.
 */
import { randomBytes } from 'node:crypto';

import { Client } from 'pg';

import { migrate } from '../../src/db/migrate';
import { openPostgres } from '../../src/db/postgres';
import type { Db } from '../../src/db/types';

// Any constant, apart from the server's own (startupTurn.ts).
const TEMPLATE_LOCK_KEY = 4_201_737;

/** The same server and role as `serverUrl`, on another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs fn on a connection to `serverUrl`'s own database, closed afterwards. */
export async function withServer<T>(
  serverUrl: string,
  fn: (client: Client) => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A database name unique to this run and process; only [a-z0-9_], so it needs no quoting. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Drops a database, closing whatever connections are still open on it. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withServer(serverUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  );
}

/** An empty database (no migrations) owned by `owner` (the connecting role by default). */
export async function createEmptyDatabase(
  serverUrl: string,
  prefix: string,
  owner?: string,
): Promise<string> {
  const name = uniqueDatabaseName(prefix);
  await withServer(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name}${owner ? ` OWNER ${owner}` : ''}`),
  );
  return name;
}

async function createTemplate(serverUrl: string, client: Client, name: string): Promise<void> {
  // Migrated under another name and renamed when done, so a failure leaves no half template.
  const partial = uniqueDatabaseName('backoffice_partial');
  await client.query(`CREATE DATABASE ${partial}`);
  const db = await openPostgres(databaseUrl(serverUrl, partial));
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  await client.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
}

/**
 * A new migrated database of its own; call once per test file (beforeAll) and close it after:
 * closing drops it.
 */
export async function createPostgresTestDb(serverUrl: string, migrationsHash: string): Promise<Db> {
  const template = `backoffice_template_${migrationsHash}`;
  const name = uniqueDatabaseName('backoffice_test');
  await withServer(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount === 0) await createTemplate(serverUrl, client, template);
      await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });

  const db = await openPostgres(databaseUrl(serverUrl, name));
  return {
    ...db,
    async close() {
      await db.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
