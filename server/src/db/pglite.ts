import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

import { announcingWrites } from './writeAnnouncer';
import { driverQueryable, type Db } from './types';

const queryable = (target: PGlite | Transaction) =>
  driverQueryable(
    async (sql, params) => (await target.query(sql, params)).rows,
    (sql) => target.exec(sql),
  );

/** PGlite on this thread, its writes announced (writeAnnouncer.ts): it is its only user. */
export function pgliteDb(pglite: PGlite): Db {
  return announcingWrites({
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close: () => pglite.close(),
    // Its one connection ends only with the database: nothing is ever lost.
    async listen(channel, listener) {
      const unlisten = await pglite.listen(channel, (payload) => listener.notified(payload));
      return () => unlisten();
    },
  });
}

/** PGlite with the extensions the migrations create (pg_trgm for the list searches). */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}
