/**
 * Demo orders, made to exercise every case the client handles: buyers named by customer_id or
 * by userId (some of them users that no longer exist), amounts as numbers and as numeric
 * strings, every status colour including an unknown and an absent status, and optional fields
 * left out.
 */
import type { OrderRecord } from '../../repositories/orders';
import { DAY_MS, HISTORY_DAYS, oldestFirst, recentAge } from './calendar';
import { PRODUCT_KINDS } from './catalog';
import { ALPHANUMERIC, Random, STREAMS } from './random';
import { choices, rows } from './text';

/**
 * Every colour of the client's status badge: green, yellow, red, grey (unknown) and absent (-),
 * each with its share of the orders and the payment statuses that go with it; an absent payment
 * status makes the client fall back to the order status.
 */
const STATUSES = rows(`
  completed  | 36 | success 50, completed 35, - 15
  success    | 20 | success 50, completed 35, - 15
  pending    | 11 | pending 70, - 30
  processing |  4 | success 60, pending 40
  cancelled  |  7 | refunded 50, failed 30, - 20
  failed     |  7 | failed 85, - 15
  refunded   |  5 | refunded 1
  -          | 10 | success 50, pending 20, - 30
`);
const ORDER_STATUSES = choices(STATUSES.map(([status, share]) => `${status} ${share}`).join(','));
const PAYMENT_STATUSES = Object.fromEntries(
  STATUSES.map(([status, , payments]) => [status, choices(payments)]),
);

const PAYMENT_METHODS = choices('UPI 52, Card 24, Net Banking 11, Wallet 7, - 6');

/** Multiples of ten less one, as shops price: 1899, not 1903. */
function shopPrice(rupees: number): number {
  return Math.max(99, Math.round(rupees / 10) * 10 - 1);
}

/**
 * `count` orders of the given users (oldest first, as listUserIds answers), a few of users
 * that do not exist, oldest first, with airlo_order_id rising with time as the shop numbers them.
 */
export function demoOrders(
  count: number,
  users: ReadonlyArray<{ id: string; createdAt: Date }>,
  anchor: Date,
): OrderRecord[] {
  const random = new Random(STREAMS.orders);
  const now = anchor.getTime();
  const orders = Array.from({ length: count }, (): OrderRecord => {
    // About one in twenty-five names a user the shop has deleted since.
    const user = users.length > 0 && random.chance(0.96) ? random.pick(users) : undefined;
    const buyerId = user?.id ?? random.string(28, ALPHANUMERIC);
    const since = user ? Math.max(0, now - user.createdAt.getTime()) : HISTORY_DAYS * DAY_MS;
    const createdMs = now - recentAge(random, since);
    const { price, ...product } = random.weighted(PRODUCT_KINDS)(random, new Date(createdMs));
    const amount = shopPrice(price);
    const status = random.weighted(ORDER_STATUSES);
    const paymentStatus = random.weighted(PAYMENT_STATUSES[status ?? '-']);
    const paymentMethod = random.weighted(PAYMENT_METHODS);
    // Most orders settle within hours; refunds and cancellations days later.
    const settledAfterMs =
      status === 'refunded' || status === 'cancelled'
        ? random.int(1, 10) * DAY_MS
        : random.int(0, 6 * 60 * 60) * 1000;

    const paid = paymentStatus !== undefined && paymentStatus !== 'pending';
    // An undefined field is left out of the row (JSON has no undefined).
    return {
      id: random.string(20, ALPHANUMERIC),
      // Numbered below, once every order has its date.
      airlo_order_id: '',
      ...product,
      // Parts of the shop send the amount as a number, others as a string with paise.
      amount: random.chance(0.6) ? amount : amount.toFixed(2),
      created_at: new Date(createdMs).toISOString(),
      updated_at: new Date(Math.min(now, createdMs + settledAfterMs)).toISOString(),
      [random.chance(0.5) ? 'customer_id' : 'user_id']: buyerId,
      status,
      payment_status: paymentStatus,
      transaction_id: paid && random.chance(0.92) ? `TXN${random.digits(12)}` : undefined,
      payment_method: paymentMethod,
    };
  });
  const byAge = oldestFirst(orders, ({ created_at }) => created_at);
  let airloNumber = 1_048_576;
  for (const order of byAge) {
    airloNumber += random.int(1, 9);
    order.airlo_order_id = String(airloNumber);
  }
  return byAge;
}
