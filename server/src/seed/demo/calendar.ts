/** The demo data's clock: it moves with the calendar but is the same all day. */
import type { Random } from './random';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** About eighteen months of history. */
export const HISTORY_DAYS = 548;

/** Midnight UTC today. */
export function demoAnchor(now = new Date()): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/** An age in milliseconds up to `maxMs`, more often recent: the shop has been growing. */
export function recentAge(random: Random, maxMs: number): number {
  return Math.floor(maxMs * random.next() ** 1.6);
}
