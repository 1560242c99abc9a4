/**
 * The little the routes need from a database, so the same SQL runs on embedded PGlite and on
 * a PostgreSQL server. Write `$1` parameters, cast counts and other bigints `::int` (pg returns
 * int8 as a string, PGlite as a number), and pass jsonb values through JSON.stringify.
 */
export interface Queryable {
  /** The rows of one statement that only reads. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * The rows of one statement that writes (INSERT, UPDATE, DELETE, or a read that changes
   * something, such as nextval): the repositories say so, and the database announces it to
   * whoever keeps its reads (Db.onWrite).
   */
  write<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations, truncation): a write. */
  exec(sql: string): Promise<void>;
}

/**
 * A driver's Queryable: `rows` answers a statement's rows, `run` runs a script. A write is sent
 * as a read is; announcing it is writeAnnouncer.ts's.
 */
export function driverQueryable(
  rows: (sql: string, params: unknown[]) => Promise<unknown[]>,
  run: (sql: string) => Promise<unknown>,
): Queryable {
  const query = async <T>(sql: string, params: readonly unknown[] = []) =>
    (await rows(sql, [...params])) as T[];
  return { query, write: query, exec: (sql) => run(sql).then(() => undefined) };
}

/** What a LISTEN hears (Db.listen). */
export interface NotificationListener {
  /** A notification on the channel, as its transaction committed: its payload. */
  notified(payload: string): void;
  /** The connection that listened is gone: notifications may have been missed, none will come. */
  lost(error: Error): void;
}

/** Called as a write starts and again as it ends, so that no read made beside it is kept. */
export type WriteListener = () => void;

export interface Db extends Queryable {
  /**
   * Runs fn inside BEGIN/COMMIT, rolling back if it throws: a write. Inside fn use only `tx`:
   * PGlite has one connection, so a query on the outer Db would wait for the transaction forever.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * LISTENs on `channel` until the answer's function is called: on a connection of its own where
   * the database is a server (a pooled one is shared, and may be closed), on the one connection of
   * the embedded database.
   */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  /**
   * Present where this process is the database's only writer (the embedded database, locked to
   * it, writeAnnouncer.ts): calls `listener` at each write; answers what stops it. Where others
   * may write too (a PostgreSQL server), absent: nothing read can be kept.
   */
  readonly onWrite?: (listener: WriteListener) => () => void;
}
