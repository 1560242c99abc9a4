/**
 * How long Order Management's data work takes in the browser for a large shop: the user lookup
 * and the first page (once per data change), the search text (once, when the browser is idle),
 * a search's first page (per keystroke) and a sort's (made once per data change). Prints
 * numbers only.
 * Run: npm run bench:order-rows [-- ORDERS USERS]
 */
import { performance } from 'node:perf_hooks';
import type { Order } from '@/api/orders';
import type { User } from '@/api/users';
import type { OrderSort } from '@/api/orders';
import { createRowPager, type RowPageRequest } from '@/lib/rowPager';
import { indexUsers, orderRules } from '@/lib/shopListRules';
import { FIRST_ROW_PAGE } from '@/testing/firstRowPage';

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

/**
 * The median time of `repeat` runs (after one to warm up), each on a fresh `prepare()` whose
 * making is not timed; prints it and answers the last run's result.
 */
function timeEach<T>(label: string, prepare: () => () => T, repeat = 5): T {
  let result = prepare()();
  const samples: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const run = prepare();
    const start = performance.now();
    result = run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  console.log(`${label.padEnd(44)} median ${samples[Math.floor(repeat / 2)].toFixed(1)} ms`);
  return result;
}

/** The median time of `run`. */
const time = <T>(label: string, run: () => T): T => timeEach(label, () => run);

console.log(`order rows: ${orderCount} orders, ${userCount} users`);
const index = time('indexUsers (once per users change)', () => indexUsers(users));
// A new pager each time, its search text made: nothing else kept from the run before.
const pagerWithText = () => {
  const pager = createRowPager(orders, orderRules(index));
  pager.prepareSearch();
  return pager;
};
time('first page (once per data change)', () =>
  createRowPager(orders, orderRules(index)).page(FIRST_ROW_PAGE),
);
time('search text (once, when idle)', pagerWithText);
const firstPage = (request: Partial<RowPageRequest<OrderSort>>) => {
  const pager = pagerWithText();
  return () => pager.page({ ...FIRST_ROW_PAGE, ...request });
};
for (const q of ['ord-1999', 'customer 42 ', 'pending', 'europe', 'e']) {
  const found = timeEach(`search "${q}"`, () => firstPage({ q }));
  console.log(`${''.padEnd(44)} ${found.pagination.total} rows`);
}
for (const sort of ['userName', 'amount', 'createdAt'] as const) {
  timeEach(`sort by ${sort}`, () => firstPage({ sort, order: 'asc' }));
}
const heapMb = process.memoryUsage().heapUsed / 1024 / 1024;
console.log(`heap used at the end: ${heapMb.toFixed(0)} MB`);
