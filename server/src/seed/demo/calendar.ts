/** The demo data's clock: it moves with the calendar but is the same all day. */
import { Random } from './random';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** About eighteen months of history: the users' and orders'. */
export const HISTORY_DAYS = 548;
/** About six months: how far back the blogs and the wallet's payments go. */
export const RECENT_DAYS = 180;

/** Midnight UTC today. */
export function demoAnchor(now = new Date()): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/** The stream `seed` of the day `anchor`: the same rows all day, others the next. */
export const dayRandom = (seed: number, anchor: Date) =>
  new Random(seed ^ Math.floor(anchor.getTime() / DAY_MS));

/** An age in milliseconds up to `maxMs`, more often recent: the shop has been growing. */
export function recentAge(random: Random, maxMs: number): number {
  return Math.floor(maxMs * random.next() ** 1.6);
}

/**
 * Oldest first, as a shop writes its rows: the table then lies in date order, and reading the
 * newest rows reads a few pages rather than a page per row
 * (docs/decisions.md#a-million-orders-on-the-embedded-database). ISO 8601 in UTC sorts as the
 * moments do, and a plain comparison is many times localeCompare's speed.
 */
export const oldestFirst = <Row>(rows: Row[], created: (row: Row) => string): Row[] =>
  rows.sort((a, b) => (created(a) < created(b) ? -1 : created(a) > created(b) ? 1 : 0));
