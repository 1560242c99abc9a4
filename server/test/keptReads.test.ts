/**
 * Reads kept until the next write (db/keptReads.ts): what counts as a write, and that nothing
 * read before, during or after a write is answered from memory once it has started.
 */
import { keptUntilWrite, mayWrite, withKeptReads } from '../src/db/keptReads';
import { timedDb } from '../src/db/timed';
import type { Db, Queryable } from '../src/db/types';

/** A database whose statements wait until released, and which counts the reads it answers. */
function fakeDb() {
  const releases: Array<() => void> = [];
  let version = 1;
  let reads = 0;
  const settle = () => new Promise<void>((resolve) => releases.push(resolve));
  const inner: Db = {
    async query<T>(sql: string) {
      if (mayWrite(sql)) {
        await settle();
        version += 1;
        return [] as T[];
      }
      reads += 1;
      const seen = version;
      await settle();
      return [{ version: seen }] as T[];
    },
    exec: async () => {
      await settle();
      version += 1;
    },
    transaction: async (fn) => fn(inner),
    close: async () => undefined,
  };
  return {
    db: withKeptReads(inner),
    reads: () => reads,
    /** Lets every statement waiting so far finish, in order. */
    release: async () => {
      for (const release of releases.splice(0)) release();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

const versionOf = (db: Queryable) =>
  keptUntilWrite(db, 'version', async () => {
    const [row] = await db.query<{ version: number }>('SELECT version FROM data_versions');
    return row?.version;
  });

it('tells reads from statements that may write', () => {
  expect(mayWrite('SELECT id FROM orders WHERE status = $1')).toBe(false);
  expect(mayWrite('  with recursive found AS (SELECT 1) SELECT * FROM found')).toBe(false);
  expect(mayWrite('SELECT updated_at FROM admins')).toBe(false);
  expect(mayWrite('INSERT INTO notes VALUES (1)')).toBe(true);
  expect(mayWrite('UPDATE admins SET name = $1')).toBe(true);
  expect(mayWrite('WITH gone AS (DELETE FROM notes RETURNING id) SELECT count(*) FROM gone')).toBe(
    true,
  );
  expect(mayWrite("SELECT nextval('orders_seq')")).toBe(true);
  expect(mayWrite('TRUNCATE notes')).toBe(true);
});

it.each([
  ['as it is', (db: Db) => db],
  // metrics.ts times every statement through timedDb: the reads kept must stay kept.
  ["through the metrics' timing of every statement", (db: Db) => timedDb(db, () => undefined)],
])('answers a read again from memory until something writes, %s', async (_how, wrap) => {
  const { db, reads, release } = fakeDb();
  const answering = wrap(db);
  const first = versionOf(answering);
  await release();
  expect(await first).toBe(1);
  expect(await versionOf(answering)).toBe(1);
  expect(reads()).toBe(1);

  const write = answering.query('UPDATE data_versions SET version = version + 1');
  await release();
  await write;
  const after = versionOf(answering);
  await release();
  expect(await after).toBe(2);
  expect(reads()).toBe(2);
});

it('keeps no read that ran beside a write, whichever started first', async () => {
  const { db, reads, release } = fakeDb();
  // The read starts, then a write; the read answers the version before the write.
  const before = versionOf(db);
  const write = db.exec('UPDATE data_versions SET version = version + 1');
  await release();
  await Promise.all([before, write]);
  expect(await before).toBe(1);
  const fresh = versionOf(db);
  await release();
  expect(await fresh).toBe(2);

  // A write starts, then a read; the write ends after the read was kept.
  const writing = db.transaction((tx) => tx.query('UPDATE data_versions SET version = 3'));
  const during = versionOf(db);
  await release();
  await Promise.all([writing, during]);
  const again = versionOf(db);
  await release();
  await again;
  expect(reads()).toBe(4);
});

it('reads again after a failed read', async () => {
  const { db } = fakeDb();
  let attempts = 0;
  const failing = () =>
    keptUntilWrite(db, 'flaky', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('connection lost');
      return attempts;
    });
  await expect(failing()).rejects.toThrow('connection lost');
  expect(await failing()).toBe(2);
  expect(await failing()).toBe(2);
});

it('reads every time where others may write too (no keptReads: a PostgreSQL server)', async () => {
  let reads = 0;
  const shared: Queryable = {
    query: async <T>() => {
      reads += 1;
      return [{ version: reads }] as T[];
    },
    exec: async () => undefined,
  };
  expect(await versionOf(shared)).toBe(1);
  expect(await versionOf(shared)).toBe(2);
});
