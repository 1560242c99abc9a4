/** GET /admin/orders/all: the shop's orders, read-only, as the shop sent them. */
import { useShop, type Order } from './support/shop';

const { clearShop, orders, seedFrom, users } = useShop();

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('GET /admin/orders/all', () => {
  let list: Order[];
  let userIds: Set<string>;

  // Seeded once: these tests only read.
  beforeAll(async () => {
    await clearShop();
    await seedFrom({ SEED_USERS: '20', SEED_ORDERS: '200' });
    list = await orders();
    userIds = new Set((await users()).map((user) => user.id));
  });

  it('answers every order, newest first, leaving absent fields out rather than null', async () => {
    expect(list).toHaveLength(200);
    const createdAt = list.map((order) => order.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
    for (const order of list) {
      expect(Object.values(order)).not.toContain(null);
      expect(order).toMatchObject({
        id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
        airlo_order_id: expect.stringMatching(/^\d+$/),
        product_name: expect.any(String),
        coverage: expect.any(String),
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
      expect(order.updatedAt >= order.createdAt).toBe(true);
    }
  });

  it('names the buyer by customer_id or by userId, never both, some of them unknown', async () => {
    const viaCustomerId = list.filter((order) => 'customer_id' in order);
    const viaUserId = list.filter((order) => 'userId' in order);
    expect(viaCustomerId.length).toBeGreaterThan(0);
    expect(viaUserId.length).toBeGreaterThan(0);
    expect(viaCustomerId.length + viaUserId.length).toBe(list.length);

    const buyers = list.map((order) => String(order.customer_id ?? order.userId));
    expect(buyers.some((buyer) => userIds.has(buyer))).toBe(true);
    expect(buyers.some((buyer) => !userIds.has(buyer))).toBe(true);
  });

  it('answers amounts as the shop sent them: numbers and numeric strings', async () => {
    const numbers = list.filter((order) => typeof order.amount === 'number');
    const strings = list.filter((order) => typeof order.amount === 'string');
    expect(numbers.length).toBeGreaterThan(0);
    expect(strings.length).toBeGreaterThan(0);
    expect(numbers.length + strings.length).toBe(list.length);
    for (const { amount } of strings) expect(amount).toMatch(/^\d+\.\d\d$/);
  });

  it('has every status colour, an unknown status and an absent one', async () => {
    const statuses = new Set(list.map((order) => order.status));
    for (const status of ['success', 'completed', 'pending', 'cancelled', 'failed', undefined]) {
      expect(statuses).toContain(status);
    }
    expect([...statuses].some((status) => status === 'refunded' || status === 'processing')).toBe(
      true,
    );
    const paymentStatuses = new Set(list.map((order) => order.payment_status));
    for (const status of ['success', 'pending', 'failed', undefined]) {
      expect(paymentStatuses).toContain(status);
    }
  });

  it('sells eSIMs, gift cards and device protection with their own details', async () => {
    const esim = list.find((order) => String(order.product_name).endsWith(' eSIM'));
    expect(esim?.coverage).toMatch(/^.+ (\d+ GB|Unlimited) \/ \d+ days$/);
    expect(list.some((order) => /^.+ Gift Card ₹\d+$/.test(String(order.product_name)))).toBe(true);
    const device = list.find((order) => 'imei_number' in order);
    expect(device?.imei_number).toMatch(/^\d{15}$/);
    expect(device?.model_number).toEqual(expect.any(String));
    for (const key of ['plan_type', 'transaction_id', 'payment_method', 'additional_info']) {
      expect({ key, present: list.some((order) => key in order) }).toEqual({ key, present: true });
    }
    const transactionIds = list.flatMap((order) => order.transaction_id ?? []);
    for (const id of transactionIds) expect(id).toMatch(/^TXN\d{12}$/);
    const methods = new Set(list.flatMap((order) => order.payment_method ?? []));
    expect([...methods].sort()).toEqual(['Card', 'Net Banking', 'UPI', 'Wallet']);
  });
});
