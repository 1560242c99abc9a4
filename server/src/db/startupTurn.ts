import type { Queryable } from './types';

// Any constant, the same for every server of this application.
const STARTUP_LOCK_KEY = 4_201_736;

/**
 * Holds, until the transaction ends, a lock that servers starting together on one PostgreSQL
 * database take in turn, so that they do not both migrate or both create the administrator.
 */
export async function takeStartupTurn(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [STARTUP_LOCK_KEY]);
}
