/**
 * The embedded database on a thread of its own (pgliteWorker.ts). PGlite runs a statement to its
 * end on the thread that calls it. On the server's thread, a search of a million orders or a page
 * far down (a tenth of a second or more) held up every other request, even those answered from
 * memory: a kept page, the health check, the login page. Here only the statements queue behind
 * it; the server's thread goes on answering.
 *
 * Statements still run one at a time, as before, and a transaction still has the database to
 * itself until it ends (types.ts says how to write one).
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import { driverQueryable, type Db, type NotificationListener } from './types';

export interface DbThreadOptions {
  /** PGlite's data folder. */
  dataDir: string;
}

/** What the server's thread asks; `tx` names the open transaction a statement belongs to. */
export type DbMessage = { id: number } & (
  | { kind: 'query'; sql: string; params: unknown[]; tx?: number }
  | { kind: 'exec'; sql: string; tx?: number }
  | { kind: 'begin' }
  | { kind: 'end'; tx: number; commit: boolean }
  | { kind: 'listen'; channel: string }
  | { kind: 'unlisten'; listening: number }
  | { kind: 'close' }
);

/** The answer to message `id`: its value, or the error it failed with. */
export type DbAnswer =
  | { id: number; value: unknown }
  | { id: number; error: { message: string; [field: string]: string | number } };

/** A notification heard by the LISTEN that message `listening` began. */
export interface DbNotification {
  listening: number;
  payload: string;
}

/** The answer's id that says whether the database opened. */
export const OPENED = 0;

/**
 * The worker is TypeScript too. Node 20 does not carry tsx's `--import` hooks into a worker
 * thread, so the worker starts from this line of JavaScript, which loads it through tsx's
 * require hook.
 */
const WORKER = `require(${JSON.stringify(require.resolve('tsx/cjs'))});
require(${JSON.stringify(path.join(__dirname, 'pgliteWorker.ts'))});`;

/** Distributes a message's parts: everything but its id. */
type Ask = DbMessage extends infer M ? (M extends DbMessage ? Omit<M, 'id'> : never) : never;

/** PGlite on a thread of its own, open on `dataDir`; resolves once the database is open. */
export async function openPgliteThread(options: DbThreadOptions): Promise<Db> {
  const worker = new Worker(WORKER, { eval: true, workerData: options });
  const waiting = new Map<number, Pick<PromiseWithResolvers<unknown>, 'resolve' | 'reject'>>();
  /** The LISTENs begun, by the id of the message that began each. */
  const listening = new Map<number, NotificationListener>();
  let sent = OPENED;
  let stopped: Error | undefined;

  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of waiting.values()) reject(stopped);
    waiting.clear();
    for (const listener of listening.values()) listener.lost(stopped);
    listening.clear();
  };
  worker.on('message', (answer: DbAnswer | DbNotification) => {
    if ('listening' in answer) {
      listening.get(answer.listening)?.notified(answer.payload);
      return;
    }
    const asker = waiting.get(answer.id);
    waiting.delete(answer.id);
    if ('error' in answer) asker?.reject(Object.assign(new Error(), answer.error));
    else asker?.resolve(answer.value);
  });
  worker.on('error', (error) => stop(new Error(`The database thread failed: ${error.message}`)));
  worker.on('exit', (code) =>
    stop(new Error(`The database thread has stopped (exit code ${code}).`)),
  );

  const answered = (id: number) =>
    new Promise<unknown>((resolve, reject) => {
      if (stopped) reject(stopped);
      else waiting.set(id, { resolve, reject });
    });
  const ask = (message: Ask): Promise<unknown> => {
    if (stopped) return Promise.reject(stopped);
    sent += 1;
    const reply = answered(sent);
    worker.postMessage({ ...message, id: sent });
    return reply;
  };

  try {
    await answered(OPENED);
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  const queryable = (tx?: number) =>
    driverQueryable(
      async (sql, params) => (await ask({ kind: 'query', sql, params, tx })) as unknown[],
      (sql) => ask({ kind: 'exec', sql, tx }),
    );

  return {
    ...queryable(),
    async transaction(fn) {
      const tx = (await ask({ kind: 'begin' })) as number;
      let result;
      try {
        result = await fn(queryable(tx));
      } catch (error) {
        // A failed rollback leaves the first error the one to report.
        await ask({ kind: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await ask({ kind: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, listener) {
      const begun = ask({ kind: 'listen', channel });
      // Known before the worker can hear anything on it.
      const id = sent;
      listening.set(id, listener);
      await begun.catch((error: unknown) => {
        listening.delete(id);
        throw error;
      });
      return async () => {
        if (!listening.delete(id)) return;
        await ask({ kind: 'unlisten', listening: id });
      };
    },
    async close() {
      try {
        await ask({ kind: 'close' });
      } finally {
        await worker.terminate();
      }
    },
  };
}
