/**
 * The rows that no route creates, made in the database instead, by table: invoices, one for each
 * paid gift-card order (migration 019); passkeys, which only a browser's prompt makes
 * (docs/api.md#passkeys), a few of each account's.
 */
import type { Db } from '../../../src/db/types';
import { insertOrders } from '../../../src/repositories/orders';
import { giftOrder } from '../invoiceOrders';

export const ROW_MAKERS: Readonly<Record<string, (db: Db, seed: number) => Promise<void>>> = {
  invoices: (db, seed) =>
    insertOrders(
      db,
      Array.from({ length: 20 }, (_, index) => giftOrder(`fuzz-${seed}-${index}`, '2026-01-01')),
    ),
  admin_passkeys: async (db, seed) => {
    await db.write(
      `INSERT INTO admin_passkeys (admin_id, credential_id, public_key, name)
       SELECT admins.id, concat('fuzz-', $1::int, '-', admins.id, '-', n), '\\x00', 'Fuzz key'
         FROM admins, generate_series(1, 5) AS n`,
      [seed],
    );
  },
};
