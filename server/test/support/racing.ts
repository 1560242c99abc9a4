/**
 * A request that meets a change made after it arrived but before its write: on an app whose
 * first transaction begins only once `meanwhile` has been made, through the test's own app.
 * What the request then answers shows whether its checks were made again inside its write.
 */
import type { FastifyInstance } from 'fastify';

import type { Db } from '../../src/db/types';
import { withTestApp } from './testApp';

/** Runs `use` on an app over `db` whose first transaction begins once `meanwhile` is made. */
export async function during<T>(
  db: Db,
  meanwhile: () => Promise<void>,
  use: (app: FastifyInstance) => Promise<T>,
): Promise<T> {
  let pending: (() => Promise<void>) | undefined = meanwhile;
  const racing: Db = {
    ...db,
    transaction: async (fn) => {
      const now = pending;
      pending = undefined;
      await now?.();
      return db.transaction(fn);
    },
  };
  const result = await withTestApp(racing, {}, use);
  expect(pending).toBeUndefined();
  return result;
}
