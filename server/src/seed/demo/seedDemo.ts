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
import type { Queryable } from '../../db/types';
import { DEMO_CATALOGUE } from './catalogue';
import { DEMO_BLOG_COUNT, seedBlogs } from './blogSeed';
import { seedListRows } from './listRows';
import { DEMO_BANNERS, DEMO_NOTIFICATIONS } from './content';
import { demoAnchor } from './calendar';
import { demoOrders } from './orders';
import { demoUsers } from './users';
import { DEMO_WALLET_PAYMENTS, seedWalletPayments } from './wallet';

export interface DemoCounts {
  users: number;
  orders: number;
  /** Rows more in each list an administrator types into (SEED_LIST_ROWS). */
  listRows: number;
}

/**
 * A large load goes in without the indexes of the table and of the one its triggers fill, which
 * are built afterwards. The table is then vacuumed by the caller, after the transaction
 * (docs/decisions.md#a-million-orders-on-the-embedded-database).
 */
async function bulkLoad(tx: Queryable, table: ShopTable, rows: number, load: () => Promise<void>) {
  if (rows < BULK_ROWS) return load();
  const alsoFilled = ALSO_FILLED[table];
  await withIndexesRebuilt(tx, table, () =>
    alsoFilled ? withIndexesRebuilt(tx, alsoFilled, load) : load(),
  );
}

/** The table a load also fills, by its triggers: the paid gift-card orders' invoices. */
const ALSO_FILLED: Partial<Record<ShopTable, string>> = { orders: 'invoices' };

const BULK_ROWS = 50_000;

/**
 * Call inside the seed's transaction (tx). `report` hears how a long seed (a million orders
 * take a few minutes) is going, a line per tenth. Answers the tables it filled, for the caller
 * to vacuum once the transaction is committed.
 */
export async function seedDemo(
  tx: Queryable,
  counts: DemoCounts,
  { now = new Date(), report }: { now?: Date; report?: (line: string) => void } = {},
): Promise<PagedTable[]> {
  const anchor = demoAnchor(now);
  const filled: PagedTable[] = [];
  if (counts.users > 0 && !(await hasRows(tx, 'users'))) {
    filled.push('users');
    await bulkLoad(tx, 'users', counts.users, () =>
      insertUsers(tx, demoUsers(counts.users, anchor), tenths('demo users', counts.users, report)),
    );
  }
  if (counts.orders > 0 && !(await hasRows(tx, 'orders'))) {
    // The users in the table, whether seeded just now or on an earlier start.
    filled.push('orders');
    const users = await listUserIds(tx);
    await bulkLoad(tx, 'orders', counts.orders, () =>
      insertOrders(
        tx,
        demoOrders(counts.orders, users, anchor),
        tenths('demo orders', counts.orders, report),
      ),
    );
  }

  if (await claimDemoSeed(tx, 'notifications')) {
    for (const { fields, status, image } of DEMO_NOTIFICATIONS) {
      await notifications.insert(tx, { ...fields, status, image: await insertMedia(tx, image()) });
    }
  }
  if (await claimDemoSeed(tx, 'banners')) {
    for (const { fields, desktop, mobile } of DEMO_BANNERS) {
      await banners.insert(tx, {
        ...fields,
        bannerImageDesktop: await insertMedia(tx, desktop()),
        bannerImageMobile: await insertMedia(tx, mobile()),
      });
    }
  }
  if (await claimDemoSeed(tx, 'catalogue')) await seedCatalogue(tx);
  if (await claimDemoSeed(tx, 'blogs')) await seedBlogs(tx, DEMO_BLOG_COUNT, anchor);
  if (await claimDemoSeed(tx, 'wallet')) {
    await seedWalletPayments(tx, DEMO_WALLET_PAYMENTS, anchor);
  }
  if (counts.listRows > 0 && (await claimDemoSeed(tx, 'list-rows'))) {
    filled.push(...(await seedListRows(tx, counts.listRows, anchor)));
  }
  return filled;
}

async function seedCatalogue(tx: Queryable): Promise<void> {
  for (const { name, picture, products: items } of DEMO_CATALOGUE) {
    const category = await categories.insert(tx, {
      name,
      status: 'active',
      image: await insertMedia(tx, picture()),
    });
    for (const item of items) await products.insert(tx, { ...item, categoryId: category.id });
  }
}
