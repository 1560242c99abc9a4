/**
 * Puts demo blogs (blogs.ts) into the database: each picture as a media row, then the blogs a
 * batch a statement, so that a hundred thousand go in in a few dozen round trips.
 */
import { insertBlogs, type BlogRecord } from '../../repositories/blogs';
import { insertMedia } from '../../repositories/media';
import { withIndexesRebuilt } from '../../db/batches';
import type { Queryable } from '../../db/types';
import { demoBlogs } from './blogs';

/** How many blogs the demo seed adds: a screen's worth, a few with pictures. */
export const DEMO_BLOG_COUNT = 12;

/** From this many rows, the table's indexes are built after the load rather than kept up during it. */
const BULK_ROWS = 50_000;

/**
 * Inserts `count` demo blogs for the day `anchor`; `onBatch` hears how many are in. Call inside a
 * transaction: a large load drops and rebuilds the table's indexes (db/batches.ts).
 */
export async function seedBlogs(
  tx: Queryable,
  count: number,
  anchor: Date,
  onBatch?: (inserted: number) => void,
): Promise<void> {
  const records: BlogRecord[] = [];
  for (const { date, createdAt, picture, ...blog } of demoBlogs(count, anchor)) {
    const image = picture ? await insertMedia(tx, picture()) : null;
    records.push({ ...blog, blog_date: date, image, created_at: createdAt });
  }
  const load = () => insertBlogs(tx, records, onBatch);
  await (count >= BULK_ROWS ? withIndexesRebuilt(tx, 'blogs', load) : load());
}
