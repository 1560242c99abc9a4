import type { KeptReads } from './keptReads';

/**
 * The little the routes need from a database, so the same SQL runs on embedded PGlite and on
 * a PostgreSQL server. Write `$1` parameters, cast counts and other bigints `::int` (pg returns
 * int8 as a string, PGlite as a number), and pass jsonb values through JSON.stringify.
 */
export interface Queryable {
  /** The rows of one statement. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations, truncation). */
  exec(sql: string): Promise<void>;
  /**
   * Present where this process is the database's only writer (the embedded database): the
   * reads it may keep until the next write (keptReads.ts). A transaction's `tx` has none.
   */
  readonly keptReads?: KeptReads;
}

export interface Db extends Queryable {
  /**
   * Runs fn inside BEGIN/COMMIT, rolling back if it throws. Inside fn use only `tx`: PGlite has
   * one connection, so a query on the outer Db would wait for the transaction forever.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
