/**
 * The writes of a database that only this process writes to (the embedded one, which the server
 * locks to itself: lock.ts), announced to whoever keeps its reads (the app's ReadCache). A write
 * is what the repositories send as one (Queryable.write), every script and every transaction; it
 * is announced as it starts and again as it ends, so a read that ran beside it is never kept past
 * it.
 */
import type { Db, WriteListener } from './types';

export function announcingWrites(db: Db): Db {
  const listeners = new Set<WriteListener>();
  const announce = () => {
    for (const listener of listeners) listener();
  };
  async function writing<T>(write: () => Promise<T>): Promise<T> {
    announce();
    try {
      return await write();
    } finally {
      announce();
    }
  }
  return {
    query: <T>(sql: string, params?: readonly unknown[]) => db.query<T>(sql, params),
    write: <T>(sql: string, params?: readonly unknown[]) => writing(() => db.write<T>(sql, params)),
    exec: (sql) => writing(() => db.exec(sql)),
    transaction: (fn) => writing(() => db.transaction(fn)),
    close: () => db.close(),
    listen: (channel, listener) => db.listen(channel, listener),
    onWrite(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
