/**
 * The shop's clock and time zone as tests set them (docs/api.md#the-shops-time-zone): the clock,
 * `shop_now()`, stands at a moment so that a start, an end or a midnight need no waiting; the
 * zone is set as the server sets it at start, the rollups counted again in its days.
 */
import { applyShopTimeZone } from '../../src/db/shopZone';
import type { Db } from '../../src/db/types';

/** Sets the shop's clock to `moment`; none puts it back on the database's own. */
export async function setShopClock(db: Db, moment?: string): Promise<void> {
  const now = moment === undefined ? 'now()' : `'${moment}'::timestamptz`;
  await db.exec(
    `CREATE OR REPLACE FUNCTION shop_now() RETURNS timestamptz LANGUAGE sql STABLE AS $$ SELECT ${now} $$`,
  );
}

/** Makes `zone` the shop's, as the server does at start with SHOP_TIME_ZONE. */
export const setShopZone = (db: Db, zone: string) => applyShopTimeZone(db, zone);
