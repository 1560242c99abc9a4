/**
 * The embedded database on its own thread (db/pgliteThread.ts), as db/open.ts opens it: the
 * statements, scripts and transactions the routes use, their errors, and the server's thread
 * left free while a statement runs.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { openPgliteThread } from '../src/db/pgliteThread';
import type { Db } from '../src/db/types';

let dir: string;
let db: Db;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'back-office-thread-'));
  // A new data folder: PGlite runs initdb first (a few seconds).
  db = await openPgliteThread({ dataDir: path.join(dir, 'pgdata') });
  await db.exec(`CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL, at timestamptz);
                 CREATE EXTENSION IF NOT EXISTS pg_trgm;`);
});

afterAll(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.exec('TRUNCATE notes');
});

const bodies = async () =>
  (await db.query<{ body: string }>('SELECT body FROM notes ORDER BY id')).map(({ body }) => body);

it('answers a statement with its rows, the parameters and values crossing both ways', async () => {
  const at = new Date('2026-11-25T10:00:00.000Z');
  await db.query('INSERT INTO notes VALUES ($1, $2, $3)', [1, 'first', at]);
  const rows = await db.query<{ id: number; body: string; at: Date; similar: number }>(
    `SELECT id, body, at, similarity(body, 'firs')::float8 AS similar FROM notes`,
  );
  expect(rows).toEqual([{ id: 1, body: 'first', at, similar: expect.any(Number) }]);
  expect(rows[0]?.similar).toBeGreaterThan(0);
});

it("relays a LISTEN's notifications as transactions commit, until it is stopped", async () => {
  const heard: string[] = [];
  const stop = await db.listen('notes', {
    notified: (payload) => heard.push(payload),
    lost: (error) => {
      throw error;
    },
  });
  await db.query("SELECT pg_notify('notes', 'alone')");
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_notify('notes', 'committed')");
    expect(heard).toEqual(['alone']);
  });
  await db
    .transaction(async (tx) => {
      await tx.query("SELECT pg_notify('notes', 'rolled back')");
      throw new Error('undone');
    })
    .catch(() => undefined);
  await stop();
  await db.query("SELECT pg_notify('notes', 'after the stop')");
  expect(heard).toEqual(['alone', 'committed']);
});

it('commits a transaction, and rolls one back when its work throws', async () => {
  const kept = await db.transaction(async (tx) => {
    await tx.query('INSERT INTO notes VALUES (1, $1)', ['kept']);
    return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM notes'))[0]?.n;
  });
  expect(kept).toBe(1);
  await expect(
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES (2, $1)', ['lost']);
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  expect(await bodies()).toEqual(['kept']);
});

it('rolls back a transaction whose statement fails, and reports the database error', async () => {
  await db.query(`INSERT INTO notes VALUES (1, 'one')`);
  const failed = db.transaction(async (tx) => {
    await tx.query(`INSERT INTO notes VALUES (2, 'two')`);
    await tx.query(`INSERT INTO notes VALUES (1, 'again')`);
  });
  await expect(failed).rejects.toMatchObject({
    message: expect.stringContaining('duplicate key'),
    code: '23505',
  });
  expect(await bodies()).toEqual(['one']);
});

it('keeps a statement from outside waiting until the transaction ends', async () => {
  let outsideDone = false;
  let outside: Promise<void> | undefined;
  await db.transaction(async (tx) => {
    await tx.query(`INSERT INTO notes VALUES (1, 'inside')`);
    outside = db.query(`INSERT INTO notes VALUES (2, 'outside')`).then(() => {
      outsideDone = true;
    });
    await tx.query('SELECT pg_sleep(0.05)');
    expect(outsideDone).toBe(false);
  });
  await outside;
  expect(await bodies()).toEqual(['inside', 'outside']);
});

it("leaves the server's thread free while a long statement runs", async () => {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 5);
  const started = Date.now();
  await db.query('SELECT count(*) FROM generate_series(1, 3000000)');
  clearInterval(timer);
  // The timer ran all along: on the server's thread it could not have run until the end.
  expect(Date.now() - started).toBeGreaterThan(20);
  expect(ticks).toBeGreaterThan(1);
});

it('refuses to open a data folder it cannot use, naming why', async () => {
  const file = path.join(dir, 'not-a-folder');
  await writeFile(file, 'x');
  await expect(openPgliteThread({ dataDir: path.join(file, 'pgdata') })).rejects.toThrow(
    /ENOTDIR|not a directory/,
  );
});

it('fails every statement after it has closed, rather than waiting for ever', async () => {
  const other = await openPgliteThread({ dataDir: path.join(dir, 'pgdata-closed') });
  await other.close();
  await expect(other.query('SELECT 1')).rejects.toThrow('The database thread has stopped');
});
