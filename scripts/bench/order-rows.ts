/**
 * How long Order Management's data work takes for a large shop: the user lookup, the joined
 * rows (once per data change) and a search (per deferred keystroke). Prints numbers only.
 * Run: npm run bench:order-rows [-- ORDERS USERS]
 */
import { performance } from 'node:perf_hooks';
import type { Order } from '@/api/orders';
import type { User } from '@/api/users';
import { buildOrderRows, indexUsers, searchOrderRows } from '@/features/orders/orderRows';

const orderCount = Number(process.argv[2] ?? 100_000);
const userCount = Number(process.argv[3] ?? 20_000);
const STATUSES = ['completed', 'success', 'pending', 'failed', 'cancelled', 'refunded', undefined];

const users: User[] = Array.from({ length: userCount }, (_, i) => ({
  id: `user-${i}`,
  fullName: `Customer ${i} Sharma`,
  email: `customer${i}@example.in`,
  isAdmin: i % 500 === 0,
  createdAt: { seconds: 1_700_000_000 + i, nanoseconds: 0 },
}));
const orders: Order[] = Array.from({ length: orderCount }, (_, i) => ({
  id: `ORD-${100000 + i}`,
  airlo_order_id: `AIR-${500000 + i}`,
  ...(i % 2
    ? { customer_id: `user-${i % (userCount + 50)}` }
    : { userId: `user-${i % userCount}` }),
  product_name: i % 3 ? 'Airalo Europe eSIM' : 'Amazon Gift Card ₹1000',
  coverage: i % 3 ? 'Europe 10 GB / 30 days' : 'Digital voucher',
  amount: i % 4 ? 1499 : '999.00',
  status: STATUSES[i % STATUSES.length],
  createdAt: new Date(1_760_000_000_000 + i * 60_000).toISOString(),
}));

function time<T>(label: string, run: () => T, repeat = 5): T {
  let result = run();
  const samples: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    result = run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  console.log(`${label.padEnd(44)} median ${samples[Math.floor(repeat / 2)].toFixed(1)} ms`);
  return result;
}

console.log(`order rows: ${orderCount} orders, ${userCount} users`);
const index = time('indexUsers (once per users change)', () => indexUsers(users));
const rows = time('buildOrderRows (once per data change)', () => buildOrderRows(orders, index));
for (const query of ['ord-1999', 'customer 42 ', 'pending', 'europe', 'e']) {
  const found = time(`search "${query}"`, () => searchOrderRows(rows, query));
  console.log(`${''.padEnd(44)} ${found.length} rows`);
}
const heapMb = process.memoryUsage().heapUsed / 1024 / 1024;
console.log(`heap used after building the rows: ${heapMb.toFixed(0)} MB`);
