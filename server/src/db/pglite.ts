import type { PGlite, Transaction } from '@electric-sql/pglite';

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

export function pgliteDb(pglite: PGlite): Db {
  return {
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close: () => pglite.close(),
  };
}
