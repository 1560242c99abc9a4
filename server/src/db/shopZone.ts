/**
 * The shop's time zone in the database (docs/api.md#the-shops-time-zone): `shop_zone()`, in whose
 * days the dashboard's rollups are counted and the lists' days begin (migration 026). At start the
 * server makes it SHOP_TIME_ZONE; a different zone than before counts the rollups again, the
 * writers waiting (docs/benchmarks.md says how long at a million orders).
 */
import { ConfigError } from '../configValues';
import { takeStartupTurn } from './startupTurn';
import type { Db } from './types';

/** PostgreSQL's invalid_parameter_value: the zone is none its own tz database knows. */
const UNKNOWN_ZONE = '22023';

/** Makes `zone` the database's; true when it was another, and the rollups were counted again. */
export async function applyShopTimeZone(db: Db, zone: string): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      await takeStartupTurn(tx);
      const [row] = await tx.write<{ counted: boolean }>('SELECT shop_zone_set($1) AS counted', [
        zone,
      ]);
      return row?.counted === true;
    });
  } catch (error) {
    if ((error as { code?: unknown }).code !== UNKNOWN_ZONE) throw error;
    throw new ConfigError(`SHOP_TIME_ZONE ${zone} is not a time zone the database knows.`);
  }
}
