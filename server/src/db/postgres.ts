import { Pool, type PoolClient } from 'pg';

import type { Db, Queryable } from './types';

function queryable(target: Pool | PoolClient): Queryable {
  const query = async <T>(sql: string, params: readonly unknown[] = []) =>
    (await target.query(sql, [...params])).rows as T[];
  return {
    query,
    write: query,
    async exec(sql) {
      await target.query(sql);
    },
  };
}

/** A pool on a PostgreSQL server; resolves once a first connection works. */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new Pool({ connectionString });
  // An idle client that loses its connection emits 'error' on the pool, which would otherwise
  // crash the process; the pool drops that client and the next query opens a fresh one.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A failed ROLLBACK means a dead connection: report the first error, discard the client.
        await client.query('ROLLBACK').catch(() => (broken = true));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
