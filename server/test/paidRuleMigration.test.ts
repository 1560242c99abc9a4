/**
 * One rule of paid in the database (migration 023, docs/api.md#paid-orders): an invoice says
 * Paid while its order is paid, so an order refunded or cancelled later has its invoice voided;
 * and on a database that already holds orders, the migration counts the rollup's revenue again
 * and voids and makes the invoices the new rule calls for.
 */
import { migrate } from '../src/db/migrate';
import type { Queryable } from '../src/db/types';
import { giftOrder, insert, migratedBefore } from './support/invoiceOrders';
import { useTestDb } from './support/lifecycle';
import { clearTables } from './support/testDb';

/** The invoices by number: their order, status, voiding admin and version. */
const invoices = (db: Queryable) =>
  db.query<{
    id: number;
    orderId: string;
    status: string;
    voidedBy: string | null;
    version: number;
  }>(
    `SELECT id, order_id AS "orderId", status, voided_by AS "voidedBy", version
       FROM invoices ORDER BY id`,
  );

const invoice = (id: number, orderId: string, status = 'Paid', version = 1) => ({
  id,
  orderId,
  status,
  voidedBy: null,
  version,
});

describe('an order no longer paid', () => {
  const database = useTestDb();
  beforeEach(() => clearTables(database.db));

  it('has its invoice voided by no admin, in the statement that refunds or cancels it', async () => {
    await insert(
      database.db,
      giftOrder('kept', '2026-06-01'),
      giftOrder('refunded', '2026-06-02'),
      giftOrder('cancelled', '2026-06-03'),
    );
    await database.db.exec(`
      UPDATE orders SET status = 'Refunded' WHERE id = 'refunded';
      UPDATE orders SET payment_status = 'CANCELLED' WHERE id = 'cancelled';
    `);
    const voided = [
      invoice(1, 'kept'),
      invoice(2, 'refunded', 'Void', 2),
      invoice(3, 'cancelled', 'Void', 2),
    ];
    expect(await invoices(database.db)).toEqual(voided);
    // Paid again, an order keeps its void invoice and gets no other: voiding is not undone.
    await database.db.exec(`UPDATE orders SET status = 'completed', payment_status = 'success'`);
    expect(await invoices(database.db)).toEqual(voided);
  });
});

describe('migration 023 on a database that holds orders', () => {
  const before = useTestDb(() => migratedBefore('023_one_paid_rule'));

  it('counts the revenue and makes the invoices again by the one rule', async () => {
    const { db } = before;
    await insert(
      db,
      giftOrder('a-paid', '2026-01-01'),
      // Invoiced by migration 019's rule, which read the payment status alone.
      giftOrder('b-refunded', '2026-01-02', { status: 'refunded' }),
      // Not invoiced by it: a blank payment status hid the order status.
      giftOrder('c-blank', '2026-01-03', { payment_status: ' ' }),
      giftOrder('d-pending', '2026-01-04', { status: 'pending' }),
      giftOrder('e-esim', '2026-01-04', { product_name: 'Japan eSIM', status: 'pending' }),
    );
    expect((await invoices(db)).map(({ orderId }) => orderId)).toEqual([
      'a-paid',
      'b-refunded',
      'd-pending',
    ]);
    await migrate(db);
    expect(await invoices(db)).toEqual([
      invoice(1, 'a-paid'),
      invoice(2, 'b-refunded', 'Void', 2),
      invoice(3, 'd-pending'),
      // After the last number, whatever its date.
      invoice(4, 'c-blank'),
    ]);
    expect(
      await db.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, status, orders::int AS orders,
                paid_amount::float8 AS paid
           FROM order_daily_stats ORDER BY day, status`,
      ),
    ).toEqual([
      { day: '2026-01-01', status: 'completed', orders: 1, paid: 1000 },
      { day: '2026-01-02', status: 'refunded', orders: 1, paid: 0 },
      { day: '2026-01-03', status: 'completed', orders: 1, paid: 1000 },
      { day: '2026-01-04', status: 'pending', orders: 2, paid: 2000 },
    ]);
    await insert(db, giftOrder('f-after', '2020-01-01'));
    expect((await invoices(db)).at(-1)).toEqual(invoice(5, 'f-after'));
  });
});
