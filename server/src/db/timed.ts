/**
 * The one place where database statements are timed: a Db whose every query, script and
 * transaction (and every statement inside one) reports to `observe` its kind (`select`,
 * `insert`... a small fixed set, never the SQL itself), how long it took and whether it failed.
 * metrics.ts turns that into a histogram.
 */
import type { Db, Queryable } from './types';

export type StatementObserver = (statement: string, seconds: number, failed: boolean) => void;

const STATEMENTS = new Set(
  'select insert update delete with create drop alter truncate analyze'.split(' '),
);

/** The statement's first keyword when it is one of STATEMENTS, else 'other'. */
export function statementOf(sql: string): string {
  const keyword = /^\s*([a-z]+)/i.exec(sql)?.[1]?.toLowerCase() ?? '';
  return STATEMENTS.has(keyword) ? keyword : 'other';
}

async function timed<T>(observe: StatementObserver, statement: string, run: () => Promise<T>) {
  const started = process.hrtime.bigint();
  const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
  try {
    const result = await run();
    observe(statement, seconds(), false);
    return result;
  } catch (error) {
    observe(statement, seconds(), true);
    throw error;
  }
}

function timedQueryable(target: Queryable, observe: StatementObserver): Queryable {
  return {
    query<T>(sql: string, params?: readonly unknown[]) {
      return timed(observe, statementOf(sql), () => target.query<T>(sql, params));
    },
    write<T>(sql: string, params?: readonly unknown[]) {
      return timed(observe, statementOf(sql), () => target.write<T>(sql, params));
    },
    exec(sql: string) {
      return timed(observe, statementOf(sql), () => target.exec(sql));
    },
  };
}

export function timedDb(db: Db, observe: StatementObserver): Db {
  return {
    ...timedQueryable(db, observe),
    transaction: (fn) =>
      timed(observe, 'transaction', () => db.transaction((tx) => fn(timedQueryable(tx, observe)))),
    close: () => db.close(),
    listen: (channel, listener) => db.listen(channel, listener),
    // Timing changes nothing of what is written: the writes are announced as before.
    ...(db.onWrite && { onWrite: db.onWrite }),
  };
}
