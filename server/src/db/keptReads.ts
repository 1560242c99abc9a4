/**
 * Reads kept until the next write, for a database that only this process writes to: the
 * embedded one, which the server locks to itself (db/lock.ts). Every request asks the database
 * whether its token still stands and at which version the list it pages is; on a kept answer
 * those two reads were most of its work, and they waited behind any slow query of another
 * administrator's. Kept, they cost nothing until something writes.
 *
 * A write clears everything kept, both when it starts and when it ends, so a read that ran
 * beside a write is never kept past it. On a PostgreSQL server, which other replicas write to as
 * well, nothing is kept: each read goes to the database.
 */
import { PromiseCache } from '../promiseCache';
import type { Db, Queryable } from './types';

/** More would be tokens of admins who signed in and out many times between two writes. */
const MOST_KEPT = 1_000;

/** What a statement must look like to count as a read: a SELECT that names no writing verb. */
const READ = /^\s*(SELECT|WITH)\b/i;
const WRITING = /\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|nextval|setval)\b/i;

/** True unless the statement is plainly a read; a read taken for a write only costs a re-read. */
export const mayWrite = (sql: string) => !READ.test(sql) || WRITING.test(sql);

export class KeptReads {
  private readonly kept = new PromiseCache<unknown>(MOST_KEPT);

  /** Runs a statement that may write, forgetting every read kept before, during and after it. */
  async writing<T>(write: () => Promise<T>): Promise<T> {
    this.kept.clear();
    try {
      return await write();
    } finally {
      this.kept.clear();
    }
  }

  /** The read kept under `key`, or a fresh one, kept until the next write unless it fails. */
  read<T>(key: string, read: () => Promise<T>): Promise<T> {
    // Each key is read by one caller (keptUntilWrite's), so its promise holds that caller's T.
    return this.kept.get(key, read) as Promise<T>;
  }
}

/**
 * The database, its writes counted by `kept`: every exec, every transaction, and every query
 * that mayWrite. Statements inside a transaction are counted with it.
 */
export function withKeptReads(db: Db, kept = new KeptReads()): Db {
  return {
    query: <T>(sql: string, params?: readonly unknown[]) =>
      mayWrite(sql) ? kept.writing(() => db.query<T>(sql, params)) : db.query<T>(sql, params),
    exec: (sql) => kept.writing(() => db.exec(sql)),
    transaction: (fn) => kept.writing(() => db.transaction(fn)),
    close: () => db.close(),
    keptReads: kept,
  };
}

/** `read`, kept until the next write where this process is the database's only writer. */
export function keptUntilWrite<T>(db: Queryable, key: string, read: () => Promise<T>): Promise<T> {
  return db.keptReads ? db.keptReads.read(key, read) : read();
}
