/**
 * A customer's orders (docs/api.md#a-customers-orders): the paged list and its export narrowed to
 * one buyer by `userId`, and GET /admin/user/:id/orders-summary, whose total spent counts the
 * orders the revenue and the invoices count (docs/api.md#paid-orders).
 */
import { insertOrders, type OrderRecord } from '../src/repositories/orders';
import { insertUsers } from '../src/repositories/users';
import { csvAnswers } from './support/csvAnswers';
import { giftOrder } from './support/invoiceOrders';
import { SHOP_ORDERS, SHOP_USERS } from './support/listCaseRows';
import { countdown, orderIds, useShop } from './support/shop';

const { clearShop, get, ordersPage: page, server } = useShop();
const csv = csvAnswers(get);

/** Seven more orders of Rohan Iyer (u07), a day apart, in every form the shop sends. */
const ROHANS: OrderRecord[] = [
  ['completed', 1000],
  ['SUCCESS', '250.50'],
  ['pending', 700],
  [undefined, 900],
  ['Completed', '99.00'],
  ['failed', 400],
  ['success', 150],
].map(([status, amount], index) => ({
  id: `ROH-0${index + 1}`,
  airlo_order_id: `AIR-70${index + 1}`,
  ...(index % 2 === 0 ? { customer_id: 'u07' } : { user_id: 'u07' }),
  product_name: 'Japan eSIM',
  coverage: 'Japan 5 GB',
  amount: amount as number | string,
  ...(status !== undefined && { status: status as string }),
  created_at: `2026-04-0${index + 1}T10:00:00.000Z`,
  updated_at: `2026-04-0${index + 1}T10:00:00.000Z`,
}));

/** Kavya Menon's (u10) gift cards, in May 2026, a month of no other order. */
const KAVYAS: OrderRecord[] = [
  // Paid by its payment status, though the shop left its status pending.
  giftOrder('GFT-01', '2026-05-02', { amount: 249, status: 'pending', payment_status: 'success' }),
  // Refunded when the shop sent it, though its payment status says success.
  giftOrder('GFT-02', '2026-05-03', { amount: 500, status: 'refunded', payment_status: 'success' }),
  // Paid, then refunded by a later import (the test's update).
  giftOrder('GFT-03', '2026-05-04', {
    amount: 1000,
    status: 'completed',
    payment_status: 'success',
  }),
].map((gift) => ({ ...gift, user_id: 'u10' }));

beforeAll(async () => {
  await clearShop();
  await insertUsers(server.db, [
    ...SHOP_USERS,
    {
      id: 'u10',
      full_name: 'Kavya Menon',
      email: 'kavya@example.in',
      is_admin: false,
      created_at: '2026-05-01T00:00:00.000Z',
    },
  ]);
  await insertOrders(server.db, [...SHOP_ORDERS, ...ROHANS, ...KAVYAS]);
});

describe('GET /admin/orders?userId=', () => {
  it("answers the buyer's orders, whichever field names the buyer, newest first", async () => {
    expect(orderIds(await page('?userId=u07'))).toEqual(countdown('ROH-', 2, 7, 1));
    expect(orderIds(await page('?userId=ghost'))).toEqual(['ORD-03']);
    expect((await page('?userId=nobody')).pagination).toMatchObject({ total: 0, totalExact: true });
  });

  it('counts the buyer alone, with the other filters, sorts, pages and a search', async () => {
    const paid = await page('?userId=u07&status=completed&sort=amount&order=asc');
    expect(orderIds(paid)).toEqual(['ROH-05', 'ROH-01']);
    expect(paid.pagination).toMatchObject({ total: 2, totalPages: 1 });
    const second = await page('?userId=u07&pageSize=3&page=2');
    expect(orderIds(second)).toEqual(['ROH-04', 'ROH-03', 'ROH-02']);
    expect(second.pagination).toMatchObject({ total: 7, totalPages: 3 });
    expect(orderIds(await page('?userId=u07&from=2026-04-06&q=japan'))).toEqual([
      'ROH-07',
      'ROH-06',
    ]);
  });

  it('refuses an empty or overlong userId, naming it', async () => {
    for (const value of ['', 'x'.repeat(101)]) {
      const response = await get(`/admin/orders?userId=${value}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^userId /);
    }
  });

  it("exports the buyer's orders alone", async () => {
    const { records } = await csv('/admin/orders.csv?userId=u07&status=success');
    expect(records.slice(1).map(([id]) => id)).toEqual(['ROH-07', 'ROH-02']);
  });
});

interface SummaryAnswer {
  success: boolean;
  message: string;
  summary: {
    user: { id: string; fullName: string; email: string };
    orderCount: number;
    totalSpent: number;
    lastOrders: Array<{ id: string; amount: number | string; status?: string }>;
  };
}

describe('GET /admin/user/:id/orders-summary', () => {
  it('counts every order, sums the paid ones as the revenue does, and lists the newest five', async () => {
    const response = await get('/admin/user/u07/orders-summary');
    expect(response.statusCode).toBe(200);
    const { success, message, summary } = response.json<SummaryAnswer>();
    expect({ success, message }).toEqual({
      success: true,
      message: 'Orders summary fetched successfully.',
    });
    expect(summary.user).toMatchObject({ id: 'u07', fullName: 'Rohan Iyer' });
    expect(summary.orderCount).toBe(7);
    // completed 1000, SUCCESS 250.50, Completed 99.00, success 150: any case, text or number.
    expect(summary.totalSpent).toBe(1499.5);
    expect(summary.lastOrders.map((order) => order.id)).toEqual([
      'ROH-07',
      'ROH-06',
      'ROH-05',
      'ROH-04',
      'ROH-03',
    ]);
    // The orders as the whole list answers them: the amount as sent, no status left as null.
    expect(summary.lastOrders[2]).toMatchObject({ amount: '99.00', status: 'Completed' });
    expect(summary.lastOrders[3]).not.toHaveProperty('status');
  });

  it('answers a user without orders with zeros, and an unknown user 404', async () => {
    await insertUsers(server.db, [
      {
        id: 'u99',
        full_name: 'New Customer',
        email: 'new@example.in',
        is_admin: false,
        created_at: '2026-04-10T00:00:00.000Z',
      },
    ]);
    const { summary } = (await get('/admin/user/u99/orders-summary')).json<SummaryAnswer>();
    expect(summary).toMatchObject({ orderCount: 0, totalSpent: 0, lastOrders: [] });
    const unknown = await get('/admin/user/ghost/orders-summary');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'User not found.' });
  });
});

describe('one rule of paid', () => {
  it('counts an order paid by its payment status in the total spent, the revenue and a Paid invoice, and a refunded one nowhere', async () => {
    await server.db.exec(`UPDATE orders SET status = 'Refunded' WHERE id = 'GFT-03'`);
    const { summary } = (await get('/admin/user/u10/orders-summary')).json<SummaryAnswer>();
    expect(summary).toMatchObject({ orderCount: 3, totalSpent: 249 });
    const { stats } = (await get('/admin/stats?from=2026-05-01&to=2026-05-31')).json<{
      stats: { range: { orders: number; revenue: number } };
    }>();
    expect(stats.range).toMatchObject({ orders: 3, revenue: 249 });
    // The refunded order's invoice voided by the refund itself, by no admin.
    expect(
      await server.db.query(
        `SELECT order_id AS "orderId", status, voided_by AS "voidedBy" FROM invoices
          WHERE order_id LIKE 'GFT-%' ORDER BY order_id`,
      ),
    ).toEqual([
      { orderId: 'GFT-01', status: 'Paid', voidedBy: null },
      { orderId: 'GFT-03', status: 'Void', voidedBy: null },
    ]);
  });
});
