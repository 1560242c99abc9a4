/**
 * One rule of paid (docs/api.md#paid-orders): the database's order_paid (migration 023), which
 * the invoices, a customer's total spent and the dashboard's revenue read, answers every case of
 * the table as isPaidOrder (contract/orderRules.ts) does; the web app runs the same table
 * (src/lib/paidOrders.test.ts).
 */
import { isPaidOrder } from '../../contract/orderRules';
import { PAID_ORDER_CASES } from '../../src/testing/paidOrderCases';
import { useTestDb } from './support/lifecycle';

const database = useTestDb();

describe('which orders are paid', () => {
  it.each(PAID_ORDER_CASES)('%s', async (_rule, { status, payment_status, paid }) => {
    const [row] = await database.db.query<{ sql: boolean; giftCard: boolean; eSim: boolean }>(
      `SELECT order_paid($1, $2) AS sql,
              order_invoiceable('Amazon Gift Card ₹1000', $1, $2) AS "giftCard",
              order_invoiceable('Japan eSIM', $1, $2) AS "eSim"`,
      [payment_status ?? null, status ?? null],
    );
    expect({ typescript: isPaidOrder({ status, payment_status }), ...row }).toEqual({
      typescript: paid,
      sql: paid,
      // A gift card is invoiced when it is paid; nothing else is.
      giftCard: paid,
      eSim: false,
    });
  });
});
