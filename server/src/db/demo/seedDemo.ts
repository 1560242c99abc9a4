/**
 * The demo data of SEED=demo. Users and orders go only into an empty table, so a restart adds
 * nothing twice; notifications and banners are added once per database, so those an
 * administrator deletes stay deleted.
 */
import { banners } from '../../repositories/banners';
import { claimDemoSeed } from '../../repositories/demoSeeds';
import { insertMedia } from '../../repositories/media';
import { notifications } from '../../repositories/notifications';
import { hasOrders, insertOrders } from '../../repositories/orders';
import { hasUsers, insertUsers, listUserIds } from '../../repositories/users';
import { tenths, withIndexesRebuilt } from '../batches';
import type { Queryable } from '../types';
import { DEMO_BANNERS, DEMO_NOTIFICATIONS } from './content';
import { demoAnchor } from './calendar';
import { demoOrders } from './orders';
import { demoUsers } from './users';

export interface DemoCounts {
  users: number;
  orders: number;
}

/**
 * A large load goes in without the table's indexes, which are built afterwards. Then the table's
 * statistics are gathered: PGlite runs no autovacuum, so without this the planner would guess,
 * and a search matching a few thousand orders would read and sort them all where walking the
 * date index finds a page at once (200 ms against 10 at a million orders).
 */
async function bulkLoad(tx: Queryable, table: string, rows: number, load: () => Promise<void>) {
  await (rows >= BULK_ROWS ? withIndexesRebuilt(tx, table, load) : load());
  await tx.exec(`ANALYZE ${table}`);
}

const BULK_ROWS = 50_000;

/**
 * Call inside the seed's transaction (tx). `report` hears how a long seed (a million orders
 * take a few minutes) is going, a line per tenth.
 */
export async function seedDemo(
  tx: Queryable,
  counts: DemoCounts,
  { now = new Date(), report }: { now?: Date; report?: (line: string) => void } = {},
): Promise<void> {
  const anchor = demoAnchor(now);
  if (counts.users > 0 && !(await hasUsers(tx))) {
    await bulkLoad(tx, 'users', counts.users, () =>
      insertUsers(tx, demoUsers(counts.users, anchor), tenths('demo users', counts.users, report)),
    );
  }
  if (counts.orders > 0 && !(await hasOrders(tx))) {
    // The users in the table, whether seeded just now or on an earlier start.
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
}
