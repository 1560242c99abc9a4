/**
 * The demo data of SEED=demo. Users and orders go only into an empty table, so a restart adds
 * nothing twice; notifications, banners, the catalogue, the blogs and the wallet's payments are
 * added once per database, so those an administrator deletes stay deleted.
 */
import { banners } from '../../repositories/banners';
import { categories } from '../../repositories/categories';
import { claimDemoSeed } from '../../repositories/demoSeeds';
import { insertMedia } from '../../repositories/media';
import { notifications } from '../../repositories/notifications';
import { insertOrders } from '../../repositories/orders';
import { products } from '../../repositories/products';
import { hasRows, type PagedTable, type ShopTable } from '../../repositories/shopTables';
import { insertUsers, listUserIds } from '../../repositories/users';
import { tenths, withIndexesRebuilt } from '../../db/batches';
import type { Config } from '../../config';
import type { Queryable } from '../../db/types';
import { DEMO_BLOG_COUNT, seedBlogs } from './blogSeed';
import { demoAnchor } from './calendar';
import { DEMO_BANNERS, DEMO_CATALOGUE, DEMO_NOTIFICATIONS } from './content';
import { seedListRows } from './listRows';
import { demoOrders } from './orders';
import { bannerPicture, categoryPicture, notificationPicture, THEMES } from './png';
import { demoUsers } from './users';
import { DEMO_WALLET_PAYMENTS, seedWalletPayments } from './wallet';

/** The data sets added once per database, by their names in demo_seeds. */
const ONCE: Record<string, (tx: Queryable, anchor: Date) => Promise<unknown>> = {
  async notifications(tx) {
    for (const { theme, ...fields } of DEMO_NOTIFICATIONS) {
      const image = await insertMedia(tx, notificationPicture(THEMES[theme]));
      await notifications.insert(tx, { ...fields, image });
    }
  },
  async banners(tx) {
    for (const { theme, ...fields } of DEMO_BANNERS) {
      const bannerImageDesktop = await insertMedia(tx, bannerPicture(THEMES[theme], 1200, 400));
      const bannerImageMobile = await insertMedia(tx, bannerPicture(THEMES[theme], 600, 400));
      await banners.insert(tx, { ...fields, bannerImageDesktop, bannerImageMobile });
    }
  },
  async catalogue(tx) {
    for (const { name, theme, products: items } of DEMO_CATALOGUE) {
      const image = await insertMedia(tx, categoryPicture(THEMES[theme]));
      const { id } = await categories.insert(tx, { name, status: 'active', image });
      for (const item of items) await products.insert(tx, { ...item, categoryId: id });
    }
  },
  blogs: (tx, anchor) => seedBlogs(tx, DEMO_BLOG_COUNT, anchor),
  wallet: (tx, anchor) => seedWalletPayments(tx, DEMO_WALLET_PAYMENTS, anchor),
};

/**
 * Call inside the seed's transaction (tx). `report` hears how a long seed (a million orders
 * take a few minutes) is going, a line per tenth. Answers the tables it filled, for the caller
 * to vacuum once the transaction is committed.
 */
export async function seedDemo(
  tx: Queryable,
  counts: Pick<Config, 'seedUsers' | 'seedOrders' | 'seedListRows'>,
  { now = new Date(), report }: { now?: Date; report?: (line: string) => void } = {},
): Promise<PagedTable[]> {
  const anchor = demoAnchor(now);
  const filled: PagedTable[] = [];
  /** Loads `rows` rows into `table` if it is empty. */
  async function fill(table: ShopTable, rows: number, load: (onBatch?: OnBatch) => Promise<void>) {
    if (rows === 0 || (await hasRows(tx, table))) return;
    filled.push(table);
    await bulkLoad(tx, table, rows, () => load(tenths(`demo ${table}`, rows, report)));
  }
  const { seedUsers: users, seedOrders: orders } = counts;
  await fill('users', users, (onBatch) => insertUsers(tx, demoUsers(users, anchor), onBatch));
  // The users in the table, whether seeded just now or on an earlier start.
  await fill('orders', orders, async (onBatch) =>
    insertOrders(tx, demoOrders(orders, await listUserIds(tx), anchor), onBatch),
  );
  for (const [name, add] of Object.entries(ONCE)) {
    if (await claimDemoSeed(tx, name)) await add(tx, anchor);
  }
  const lists = counts.seedListRows;
  if (lists > 0 && (await claimDemoSeed(tx, 'list-rows'))) {
    await seedListRows(tx, lists);
    await bulkLoad(tx, 'blogs', lists, () => seedBlogs(tx, lists, anchor));
    filled.push('categories', 'products', 'blogs', 'wallet_payments');
  }
  return filled;
}

type OnBatch = (inserted: number) => void;

const BULK_ROWS = 50_000;

/**
 * A large load goes in without the indexes of the table and of the one its triggers fill (the
 * paid gift-card orders' invoices), which are built afterwards. The table is then vacuumed by
 * the caller, after the transaction (docs/decisions.md#a-million-orders-on-the-embedded-database).
 */
async function bulkLoad(tx: Queryable, table: PagedTable, rows: number, load: () => Promise<void>) {
  if (rows < BULK_ROWS) return load();
  await withIndexesRebuilt(tx, table, () =>
    table === 'orders' ? withIndexesRebuilt(tx, 'invoices', load) : load(),
  );
}
