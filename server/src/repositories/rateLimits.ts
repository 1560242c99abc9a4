/** SQL for rate_limits: requests counted per key in fixed windows, by the database's clock. */
import type { Queryable } from '../db/types';

export interface RateLimitCount {
  /** Requests in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts a request for `key`: the first after a window has ended opens a new one of `windowMs`.
 * The count is one upsert, so two servers counting the same key at once each see the other's
 * request. Ended windows of other keys are deleted on the way.
 */
export async function countRequest(db: Queryable, key: string, windowMs: number) {
  // One statement, one trip to the database: the sweep touches no row of this key.
  const [row] = await db.write<RateLimitCount>(
    `WITH swept AS (DELETE FROM rate_limits WHERE window_ends < now() AND key <> $1)
     INSERT INTO rate_limits AS r (key, hits, window_ends)
       VALUES ($1, 1, now() + $2 * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_ends <= now() THEN 1 ELSE r.hits + 1 END,
       window_ends = CASE WHEN r.window_ends <= now() THEN EXCLUDED.window_ends
                          ELSE r.window_ends END
     RETURNING hits AS current,
               greatest(ceil(extract(epoch FROM r.window_ends - now()) * 1000), 0)::int AS ttl`,
    [key, windowMs],
  );
  if (!row) throw new Error(`rate_limits answered no row for ${key}`);
  return row;
}
