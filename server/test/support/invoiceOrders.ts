/**
 * The orders that invoices are made from, as their tests write them: gift-card orders paid or
 * not, other products, and the invoices the database then holds.
 */
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { migrate, MIGRATIONS_DIR } from '../../src/db/migrate';
import { createPglite, pgliteDb } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import type { Db, Queryable } from '../../src/db/types';
import { insertOrders, type OrderRecord } from '../../src/repositories/orders';
import type { SignedInApp } from './lifecycle';
import { createEmptyDatabase, databaseUrl, dropDatabase } from './postgresTestDb';
import { bearer } from './testApp';
import { clearTables, TEST_DATABASE_URL } from './testDb';

/** A gift-card order of `day` (YYYY-MM-DD), paid unless the fields say otherwise. */
export function giftOrder(id: string, day: string, fields: Partial<OrderRecord> = {}): OrderRecord {
  return {
    id,
    airlo_order_id: id,
    user_id: 'buyer',
    product_name: 'Amazon Gift Card ₹1000',
    coverage: 'Digital voucher',
    amount: 1000,
    status: 'completed',
    payment_status: 'success',
    created_at: `${day}T10:00:00.000Z`,
    updated_at: `${day}T10:00:00.000Z`,
    ...fields,
  };
}

export const insert = (db: Queryable, ...orders: OrderRecord[]) => insertOrders(db, orders);

/** The invoices' numbers and orders, by number. */
export const invoicesOf = (db: Queryable) =>
  db.query<{ id: number; orderId: string }>(
    'SELECT id, order_id AS "orderId" FROM invoices ORDER BY id',
  );

/** The migrations before `version` ('019_invoices'), in a folder of their own. */
async function migrationsBefore(version: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  for (const file of await readdir(MIGRATIONS_DIR)) {
    if (file < version) await cp(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  }
  return dir;
}

/**
 * A new database migrated up to `version`, not including it: for a migration's test on a
 * database that already holds rows. Closing it drops it (PostgreSQL).
 */
export async function migratedBefore(version: string): Promise<Db> {
  const dir = await migrationsBefore(version);
  let db: Db;
  if (TEST_DATABASE_URL) {
    const name = await createEmptyDatabase(TEST_DATABASE_URL, 'backoffice_before');
    const opened = await openPostgres(databaseUrl(TEST_DATABASE_URL, name));
    db = {
      ...opened,
      close: async () => {
        await opened.close();
        await dropDatabase(TEST_DATABASE_URL ?? '', name);
      },
    };
  } else {
    db = pgliteDb(await createPglite());
  }
  await migrate(db, dir);
  await rm(dir, { recursive: true });
  return db;
}

/**
 * An emptied database but its admins, with two buyers and their three paid gift-card orders,
 * invoices 1 to 3 (Jan 10, Feb 10, Mar 10; ₹1,000, ₹2,500, ₹500), and an order not paid.
 */
export async function threeInvoices(db: Db): Promise<void> {
  await clearTables(db, ['admins']);
  await db.exec(
    `INSERT INTO users (id, full_name, email, created_at) VALUES
       ('asha', 'Asha Rao', 'asha@example.com', now()),
       ('ravi', 'Ravi Kumar', 'ravi@example.com', now())`,
  );
  await insert(
    db,
    giftOrder('order-1', '2026-01-10', { user_id: 'asha', amount: 1000 }),
    giftOrder('order-2', '2026-02-10', {
      user_id: 'ravi',
      amount: '2500.00',
      product_name: 'Flipkart Gift Card ₹2500',
    }),
    giftOrder('order-3', '2026-03-10', { user_id: 'asha', amount: 500 }),
    giftOrder('unpaid', '2026-03-11', { payment_status: 'failed' }),
  );
}

/** DELETE /admin/invoice/:id as the signed-in admin, read at `version` when given. */
export const voidAs = (server: SignedInApp, id: number, version?: number) =>
  server.app.inject({
    method: 'DELETE',
    url: `/admin/invoice/${id}`,
    headers: { ...bearer(server.token), ...(version && { 'if-match': `"${version}"` }) },
  });
