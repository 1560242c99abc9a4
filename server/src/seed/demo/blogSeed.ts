/**
 * Puts demo blogs (blogs.ts) into the database: each picture as a media row, then the blogs a
 * batch a statement, so that a hundred thousand go in in a few dozen round trips.
 */
import { insertBlogs, type BlogRecord } from '../../repositories/blogs';
import { insertMedia } from '../../repositories/media';
import type { Queryable } from '../../db/types';
import { demoBlogs } from './blogs';

/** How many blogs the demo seed adds: a screen's worth, a few with pictures. */
export const DEMO_BLOG_COUNT = 12;

/** Inserts `count` demo blogs for the day `anchor`. */
export async function seedBlogs(tx: Queryable, count: number, anchor: Date): Promise<void> {
  const records: BlogRecord[] = [];
  for (const { date, createdAt, picture, ...blog } of demoBlogs(count, anchor)) {
    const image = picture ? await insertMedia(tx, picture()) : null;
    records.push({ ...blog, blog_date: date, image, created_at: createdAt });
  }
  await insertBlogs(tx, records);
}
