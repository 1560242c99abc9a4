/** SQL for demo_seeds: which demo data sets this database has already been given. */
import type { Queryable } from '../db/types';

/** Records the data set and answers true, or answers false if it was recorded before. */
export async function claimDemoSeed(db: Queryable, name: string): Promise<boolean> {
  const rows = await db.write(
    'INSERT INTO demo_seeds (name) VALUES ($1) ON CONFLICT DO NOTHING RETURNING name',
    [name],
  );
  return rows.length > 0;
}
