import { Client, escapeIdentifier, Pool, type PoolClient } from 'pg';

import { driverQueryable, type Db, type NotificationListener } from './types';

const queryable = (target: Pool | PoolClient) =>
  driverQueryable(
    async (sql, params) => (await target.query(sql, params)).rows,
    (sql) => target.query(sql),
  );

/**
 * A connection of its own that LISTENs on `channel`: a pooled one would be handed to other
 * statements, and closed when idle. Its loss is reported once, and never after it was ended here.
 */
async function listenOn(connectionString: string, channel: string, listener: NotificationListener) {
  const client = new Client({ connectionString });
  let over = false;
  const lose = (error: Error) => {
    if (over) return;
    over = true;
    listener.lost(error);
  };
  client.on('notification', ({ channel: heard, payload }) => {
    if (heard === channel) listener.notified(payload ?? '');
  });
  client.on('error', lose);
  client.on('end', () => lose(new Error('The connection that listened has ended.')));
  try {
    await client.connect();
    await client.query(`LISTEN ${escapeIdentifier(channel)}`);
  } catch (error) {
    over = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return async () => {
    over = true;
    await client.end();
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
    listen: (channel, listener) => listenOn(connectionString, channel, listener),
  };
}
