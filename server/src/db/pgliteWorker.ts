/**
 * The embedded database on a thread of its own (pgliteThread.ts starts it and says why). It
 * answers each message from the server's thread: a statement, a script, the start or end of a
 * transaction, or the close. PGlite runs its statements one at a time, in the order they came.
 */
import { parentPort, workerData } from 'node:worker_threads';

import type { PGlite, Transaction } from '@electric-sql/pglite';

import { createPglite } from './pglite';
import {
  OPENED,
  type DbAnswer,
  type DbMessage,
  type DbNotification,
  type DbThreadOptions,
} from './pgliteThread';

interface OpenTransaction {
  tx: Transaction;
  /** Lets the transaction's callback return: to commit, or to roll back. */
  finish: (commit: boolean) => void;
  /** Settles once PGlite has committed or rolled back. */
  ended: Promise<void>;
}

/** The transactions begun and not yet ended, by the number the server's thread knows them by. */
const transactions = new Map<number, OpenTransaction>();
let transactionsBegun = 0;

/** What ends each LISTEN begun, by the id of the message that began it. */
const unlistens = new Map<number, () => Promise<void>>();

/** LISTENs on `channel`, passing on what it hears under the id of the message that asked. */
async function listen(pglite: PGlite, listening: number, channel: string): Promise<void> {
  const port = parentPort;
  const unlisten = await pglite.listen(channel, (payload) =>
    port?.postMessage({ listening, payload } satisfies DbNotification),
  );
  unlistens.set(listening, () => unlisten());
}

async function unlisten(listening: number): Promise<void> {
  const stop = unlistens.get(listening);
  unlistens.delete(listening);
  await stop?.();
}

/** Begins a transaction, held open until `end`; resolves with its number once it has begun. */
function begin(pglite: PGlite): Promise<number> {
  const id = (transactionsBegun += 1);
  return new Promise((started, failed) => {
    const ended = pglite.transaction(async (tx) => {
      const commit = await new Promise<boolean>((finish) => {
        transactions.set(id, { tx, finish, ended });
        started(id);
      });
      if (!commit) await tx.rollback();
    });
    // Until it has begun, a failure is the begin's; after, `end` reports it.
    ended.catch(failed);
  });
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error(`No transaction ${id} is open.`);
  transactions.delete(id);
  open.finish(commit);
  await open.ended;
}

/** The database, or the open transaction a statement belongs to. */
function target(pglite: PGlite, tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pglite;
  const open = transactions.get(tx);
  if (!open) throw new Error(`No transaction ${tx} is open.`);
  return open.tx;
}

async function answer(pglite: PGlite, message: DbMessage): Promise<unknown> {
  switch (message.kind) {
    case 'query':
      return (await target(pglite, message.tx).query(message.sql, message.params)).rows;
    case 'exec':
      await target(pglite, message.tx).exec(message.sql);
      return undefined;
    case 'begin':
      return begin(pglite);
    case 'end':
      return end(message.tx, message.commit);
    case 'listen':
      return listen(pglite, message.id, message.channel);
    case 'unlisten':
      return unlisten(message.listening);
    case 'close':
      await pglite.close();
      return undefined;
  }
}

/** An error as it can cross to the other thread: its message and its plain fields (code...). */
function crossing(error: unknown): Extract<DbAnswer, { error: unknown }>['error'] {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = Object.entries(error).filter(
    ([, value]) => typeof value === 'string' || typeof value === 'number',
  );
  return { ...Object.fromEntries(fields), message: error.message };
}

async function serve(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('pgliteWorker.ts runs as a worker thread (pgliteThread.ts).');
  const reply = (id: number, settled: Promise<unknown>) =>
    settled.then(
      (value) => port.postMessage({ id, value } satisfies DbAnswer),
      (error: unknown) => port.postMessage({ id, error: crossing(error) } satisfies DbAnswer),
    );

  const { dataDir } = workerData as DbThreadOptions;
  const opening = createPglite({ dataDir });
  await reply(
    OPENED,
    opening.then(() => undefined),
  );
  const pglite = await opening.catch(() => undefined);
  if (!pglite) return;
  port.on('message', (message: DbMessage) => {
    void reply(message.id, answer(pglite, message)).then(() => {
      if (message.kind === 'close') port.close();
    });
  });
}

void serve();
