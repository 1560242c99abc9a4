/**
 * The benchmark on PostgreSQL: BENCH_DATABASE_URL names a server and a role that may create
 * databases (scripts/pg/throwaway.sh gives one), and each dataset gets a database of its own
 * there, made afresh at each run.
 */
import { Client } from 'pg';

/** The PostgreSQL server to run on instead of the embedded database, if any. */
export const POSTGRES = process.env.BENCH_DATABASE_URL || undefined;

/**
 * A new, empty database for a dataset of these sizes on the BENCH_DATABASE_URL server (any old
 * one of that name dropped): its URL.
 */
export async function freshPostgresDatabase(
  serverUrl: string,
  { orders, users }: { orders: number; users: number },
) {
  const name = `bench_orders_${orders}_users_${users}`;
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
