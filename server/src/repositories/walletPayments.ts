/**
 * SQL for wallet payments (docs/api.md#wallet-payments): the managed rows and their paged list
 * (resourceTable.ts), each with its screenshot; their export (shopExports.ts); whether a
 * transaction ID is recorded already; and the demo's payments inserted in batches.
 */
import { batchInserter } from '../db/batches';
import type { Queryable } from '../db/types';
import type { WalletPayment, WalletSort } from '../../../contract/wallet';
import { resourceTable } from './resourceTable';
import { CREATED } from './shopTables';

export const walletPayments = resourceTable<WalletPayment>({
  table: 'wallet_payments',
  columns: {
    receiver: 'receiver',
    note: 'note',
    txnId: 'txn_id',
    date: 'paid_on',
    amount: 'amount',
    screenshot: 'screenshot',
  },
  images: ['screenshot'],
  orderBy: 'created_at DESC, id DESC',
  numbers: ['amount'],
});

/** SQL of a transaction ID's key, as its unique index (migration 017) compares them. */
const TXN_KEY = (id: string) => `lower(btrim(${id}))`;

/** The days paid between, both included. */
export interface WalletFilters {
  from?: string;
  to?: string;
}

export const WALLET_LIST = walletPayments.pages<WalletSort, WalletFilters>({
  sorts: {
    createdAt: 'created_at',
    date: 'paid_on',
    receiver: 'lower(receiver)',
    amount: 'amount',
  },
  filters: {
    from: (day, param) => `paid_on >= ${param(day)}`,
    to: (day, param) => `paid_on <= ${param(day)}`,
  },
  exported: [
    ['Payment ID', 'Receiver Name', 'Note', 'Transaction ID', 'Date', 'Amount (₹)', 'Created'],
    ['id', 'receiver', 'note', 'txn_id', 'paid_on', 'amount', CREATED],
  ],
});

/**
 * The transaction ID as another payment than `exceptId` recorded it, ignoring case and the
 * spaces around it; undefined when none has it. Compared by the unique index's own expression,
 * lower(btrim(txn_id)), in SQL: JavaScript lower-cases some letters otherwise (a final sigma, a
 * dotted capital I), and a look-alike it missed would reach the index as a 500. Writes of the
 * same ID wait here for each other until the first one's transaction ends, so that the second
 * finds what the first recorded.
 */
export async function recordedTxnId(tx: Queryable, txnId: string, exceptId?: number) {
  await tx.write(`SELECT pg_advisory_xact_lock(hashtext('wallet_payments:' || ${TXN_KEY('$1')}))`, [
    txnId,
  ]);
  const [row] = await tx.query<{ txnId: string }>(
    `SELECT txn_id AS "txnId" FROM wallet_payments
      WHERE ${TXN_KEY('txn_id')} = ${TXN_KEY('$1')} AND id IS DISTINCT FROM $2::int`,
    [txnId, exceptId ?? null],
  );
  return row?.txnId;
}

/** A demo payment as inserted: its screenshot a media file name stored with it. */
export interface WalletPaymentRecord {
  receiver: string;
  note: string;
  txn_id: string;
  paid_on: string;
  amount: number;
  screenshot: string;
  created_at: string;
}

/**
 * Inserts payments in batches, each with its own media row holding the bytes of `png`: a
 * payment's delete deletes its screenshot, which no other payment may then still show. The
 * bytes are written into the statement as base64, whose alphabet holds no quote.
 */
export const insertWalletPayments = (
  db: Queryable,
  rows: readonly WalletPaymentRecord[],
  png: Buffer,
  onBatch?: (inserted: number) => void,
) =>
  batchInserter<WalletPaymentRecord>(
    `WITH batch AS (
       SELECT * FROM json_to_recordset($1::json) AS r(
         receiver text, note text, txn_id text, paid_on text, amount numeric,
         screenshot text, created_at timestamptz)
     ), stored AS (
       INSERT INTO media (file_name, content_type, bytes, created_at)
       SELECT screenshot, 'image/png', decode('${png.toString('base64')}', 'base64'), created_at FROM batch
     )
     INSERT INTO wallet_payments
       (receiver, note, txn_id, paid_on, amount, screenshot, created_at, updated_at)
     SELECT receiver, note, txn_id, paid_on, amount, screenshot, created_at, created_at
       FROM batch`,
  )(db, rows, onBatch);
