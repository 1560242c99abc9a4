/**
 * Invoices made by the database from the orders (migration 019): one for each paid gift-card
 * order, numbered without gaps in the orders' date order, for the orders already there when the
 * migration runs and for those written after, also by two transactions at once.
 */
import { migrate } from '../src/db/migrate';
import { insertOrders } from '../src/repositories/orders';
import { insertUsers, listUserIds } from '../src/repositories/users';
import { demoAnchor } from '../src/seed/demo/calendar';
import { demoOrders } from '../src/seed/demo/orders';
import { demoUsers } from '../src/seed/demo/users';
import { giftOrder, insert, invoicesOf, migratedBefore } from './support/invoiceOrders';
import { useTestDb } from './support/lifecycle';
import { clearTables } from './support/testDb';

const database = useTestDb();
beforeEach(() => clearTables(database.db));

/** Orders of every kind, one per case; only the paid gift cards' ids start with 'paid'. */
const MIXED = [
  giftOrder('paid-b', '2026-03-02'),
  giftOrder('paid-a', '2026-03-02', { payment_status: 'completed', status: 'processing' }),
  giftOrder('paid-no-payment-status', '2026-03-03', { payment_status: undefined }),
  giftOrder('paid-first', '2026-01-15', { payment_status: 'SUCCESS' }),
  giftOrder('pending', '2026-02-01', { status: 'pending', payment_status: 'pending' }),
  giftOrder('refunded', '2026-02-01', { status: 'refunded', payment_status: 'refunded' }),
  giftOrder('failed-no-payment-status', '2026-02-01', {
    status: 'failed',
    payment_status: undefined,
  }),
  giftOrder('neither-status', '2026-02-01', { status: undefined, payment_status: undefined }),
  giftOrder('esim', '2026-02-01', { product_name: 'Airalo Japan eSIM' }),
];

/** The paid gift cards by date, then id. */
const PAID_IN_ORDER = ['paid-first', 'paid-a', 'paid-b', 'paid-no-payment-status'];

const numbered = (orderIds: readonly string[], from = 1) =>
  orderIds.map((orderId, index) => ({ id: from + index, orderId }));

describe('invoices made from orders', () => {
  it('makes one for each paid gift-card order, numbered 1, 2, 3 … in date order', async () => {
    await insert(database.db, ...MIXED);
    expect(await invoicesOf(database.db)).toEqual(numbered(PAID_IN_ORDER));
  });

  it('keeps the gift card, the buyer, the amount and the date the order had', async () => {
    await database.db.exec(
      `INSERT INTO users (id, full_name, email, created_at)
       VALUES ('buyer', 'Asha Rao', 'asha@example.com', now())`,
    );
    await insert(database.db, giftOrder('one', '2026-04-01', { amount: '1499.50' }));
    const [row] = await database.db.query(
      `SELECT invoice_number(id) AS number, gift_card_name, buyer_name, buyer_email,
              amount::float8 AS amount, created_at = '2026-04-01T10:00:00Z' AS dated, status
         FROM invoices`,
    );
    expect(row).toEqual({
      number: 'INV-000001',
      gift_card_name: 'Amazon Gift Card ₹1000',
      buyer_name: 'Asha Rao',
      buyer_email: 'asha@example.com',
      amount: 1499.5,
      dated: true,
      status: 'Paid',
    });
  });

  it('numbers later orders after the last, statement by statement, and skips no number', async () => {
    await insert(
      database.db,
      giftOrder('first', '2026-05-01'),
      giftOrder('unpaid', '2026-05-01', { payment_status: 'failed' }),
    );
    await insert(database.db, giftOrder('third', '2026-05-03'), giftOrder('second', '2026-05-02'));
    await insert(database.db, giftOrder('esim', '2026-05-04', { product_name: 'Airalo eSIM' }));
    await insert(database.db, giftOrder('fourth', '2026-04-01'));
    expect(await invoicesOf(database.db)).toEqual(numbered(['first', 'second', 'third', 'fourth']));
  });

  it('makes the invoice of an order updated to paid, once', async () => {
    await insert(
      database.db,
      giftOrder('paid', '2026-06-01'),
      giftOrder('later', '2026-06-02', { payment_status: 'pending' }),
    );
    await database.db.exec(`UPDATE orders SET payment_status = 'success' WHERE id = 'later'`);
    await database.db.exec(`UPDATE orders SET coverage = 'Digital voucher, valid 12 months'`);
    expect(await invoicesOf(database.db)).toEqual(numbered(['paid', 'later']));
  });

  it('takes back the numbers of a transaction rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await insert(tx, giftOrder('rolled-back', '2026-07-01'));
        throw new Error('the import failed');
      }),
    ).rejects.toThrow('the import failed');
    await insert(database.db, giftOrder('kept', '2026-07-02'));
    expect(await invoicesOf(database.db)).toEqual(numbered(['kept']));
  });

  it('numbers without gaps the orders of two transactions at once', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let markNumbered = () => {};
    const firstNumbered = new Promise<void>((resolve) => (markNumbered = resolve));
    // The first holds the counter until released; the second, started once the first has its
    // numbers, waits for it (PostgreSQL) or for its turn on the one connection (PGlite).
    const first = database.db.transaction(async (tx) => {
      await insert(tx, giftOrder('a1', '2026-08-01'), giftOrder('a2', '2026-08-02'));
      markNumbered();
      await held;
    });
    await firstNumbered;
    const second = database.db.transaction((tx) =>
      insert(tx, giftOrder('b1', '2026-07-01'), giftOrder('b2', '2026-07-02')),
    );
    setTimeout(release, 200);
    await Promise.all([first, second]);
    expect(await invoicesOf(database.db)).toEqual(numbered(['a1', 'a2', 'b1', 'b2']));
  });
});

describe('the demo data', () => {
  it("makes a few dozen invoices of the default 50 users' 300 orders, gift cards all", async () => {
    const anchor = demoAnchor(new Date());
    await insertUsers(database.db, demoUsers(50, anchor));
    await insertOrders(database.db, demoOrders(300, await listUserIds(database.db), anchor));
    const [made] = await database.db.query<{ invoices: number; giftCards: number }>(
      `SELECT count(*)::int AS invoices,
              count(*) FILTER (WHERE gift_card_name LIKE '% Gift Card ₹%')::int AS "giftCards"
         FROM invoices`,
    );
    expect(made?.invoices).toBeGreaterThanOrEqual(24);
    expect(made?.invoices).toBeLessThanOrEqual(60);
    expect(made?.giftCards).toBe(made?.invoices);
  });
});

describe('migration 019 on a database that holds orders', () => {
  const before = useTestDb(() => migratedBefore('019_invoices'));

  it('makes the invoices of the paid gift cards there, then of those that come', async () => {
    const { db } = before;
    await insert(db, ...MIXED);
    await migrate(db);
    expect(await invoicesOf(db)).toEqual(numbered(PAID_IN_ORDER));
    await insert(db, giftOrder('after', '2020-01-01'));
    expect(await invoicesOf(db)).toEqual(numbered([...PAID_IN_ORDER, 'after']));
  });
});
