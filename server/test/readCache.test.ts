/**
 * The app's reads kept until the next write (cache/readCache.ts, db/writeAnnouncer.ts): a write
 * is what the repositories send as one, a script or a transaction, and nothing read before,
 * during or after a write is answered from memory once it has started.
 */
import { ReadCache } from '../src/cache/readCache';
import { timedDb } from '../src/db/timed';
import type { Db } from '../src/db/types';
import { announcingWrites } from '../src/db/writeAnnouncer';

/** A database whose statements wait until released, and which counts the reads it answers. */
function fakeDb() {
  const releases: Array<() => void> = [];
  let version = 1;
  let reads = 0;
  const settle = () => new Promise<void>((resolve) => releases.push(resolve));
  const writing = async () => {
    await settle();
    version += 1;
  };
  const inner: Db = {
    async query<T>() {
      reads += 1;
      const seen = version;
      await settle();
      return [{ version: seen }] as T[];
    },
    async write<T>() {
      await writing();
      return [] as T[];
    },
    exec: writing,
    transaction: async (fn) => fn(inner),
    close: async () => undefined,
    listen: async () => async () => undefined,
  };
  return {
    db: announcingWrites(inner),
    reads: () => reads,
    /** Lets every statement waiting so far finish, in order. */
    release: async () => {
      for (const release of releases.splice(0)) release();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

const versionOf = (db: Db, cache: ReadCache) =>
  cache.untilWrite('version', async () => {
    const [row] = await db.query<{ version: number }>('SELECT version FROM data_versions');
    return row?.version;
  });

it.each([
  ['as it is', (db: Db) => db],
  // metrics.ts times every statement through timedDb: the writes must still be announced.
  ["through the metrics' timing of every statement", (db: Db) => timedDb(db, () => undefined)],
])('answers a read again from memory until something writes, %s', async (_how, wrap) => {
  const { db, reads, release } = fakeDb();
  const answering = wrap(db);
  const cache = new ReadCache(answering);
  const first = versionOf(answering, cache);
  await release();
  expect(await first).toBe(1);
  expect(await versionOf(answering, cache)).toBe(1);
  // A read, even of a statement that looks like a write, is not a write: only write() is.
  const read = answering.query("SELECT nextval('a_read_here')");
  await release();
  await read;
  expect(await versionOf(answering, cache)).toBe(1);
  expect(reads()).toBe(2);

  const write = answering.write('UPDATE data_versions SET version = version + 1');
  await release();
  await write;
  const after = versionOf(answering, cache);
  await release();
  expect(await after).toBe(2);
  expect(reads()).toBe(3);
});

it('keeps no read that ran beside a write, whichever started first', async () => {
  const { db, reads, release } = fakeDb();
  const cache = new ReadCache(db);
  // The read starts, then a write; the read answers the version before the write.
  const before = versionOf(db, cache);
  const write = db.exec('UPDATE data_versions SET version = version + 1');
  await release();
  await Promise.all([before, write]);
  expect(await before).toBe(1);
  const fresh = versionOf(db, cache);
  await release();
  expect(await fresh).toBe(2);

  // A write starts, then a read; the write ends after the read was kept.
  const writing = db.transaction((tx) => tx.write('UPDATE data_versions SET version = 3'));
  const during = versionOf(db, cache);
  await release();
  await Promise.all([writing, during]);
  const again = versionOf(db, cache);
  await release();
  await again;
  expect(reads()).toBe(4);
});

it('reads again after a failed read', async () => {
  const cache = new ReadCache(fakeDb().db);
  let attempts = 0;
  const failing = () =>
    cache.untilWrite('flaky', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('connection lost');
      return attempts;
    });
  await expect(failing()).rejects.toThrow('connection lost');
  expect(await failing()).toBe(2);
  expect(await failing()).toBe(2);
});

it('reads every time where others may write too (no announced writes: a PostgreSQL server)', async () => {
  let reads = 0;
  const shared: Db = {
    query: async <T>() => {
      reads += 1;
      return [{ version: reads }] as T[];
    },
    write: async <T>() => [] as T[],
    exec: async () => undefined,
    transaction: async (fn) => fn(shared),
    close: async () => undefined,
    listen: async () => async () => undefined,
  };
  const cache = new ReadCache(shared);
  expect(await versionOf(shared, cache)).toBe(1);
  expect(await versionOf(shared, cache)).toBe(2);
});

it('is one per app: each forgets on every write, and a closed one keeps nothing', async () => {
  const { db, reads, release } = fakeDb();
  const first = new ReadCache(db);
  const second = new ReadCache(db);
  const read = async (cache: ReadCache) => {
    const version = versionOf(db, cache);
    await release();
    return version;
  };
  expect([await read(first), await read(second)]).toEqual([1, 1]);
  expect([await read(first), await read(second)]).toEqual([1, 1]);
  expect(reads()).toBe(2);

  const write = db.write('UPDATE data_versions SET version = version + 1');
  await release();
  await write;
  expect([await read(first), await read(second)]).toEqual([2, 2]);
  expect(reads()).toBe(4);

  second.close();
  expect([await read(first), await read(second), await read(second)]).toEqual([2, 2, 2]);
  expect(reads()).toBe(6);
});
