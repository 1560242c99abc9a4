import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

import { withKeptReads } from './keptReads';
import type { Db, Queryable } from './types';

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<T>(sql, [...params])).rows;
    },
    async exec(sql) {
      await target.exec(sql);
    },
  };
}

/** PGlite on this thread, its reads kept until a write (keptReads.ts): it is its only user. */
export function pgliteDb(pglite: PGlite): Db {
  return withKeptReads({
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close: () => pglite.close(),
  });
}

/** PGlite with the extensions the migrations create (pg_trgm for the list searches). */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}
