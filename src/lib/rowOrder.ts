/**
 * How the browser's pager (rowPager.ts) orders and narrows a whole list as the server does its
 * rows (docs/api.md#paged-users-and-orders): the items' places by a sort, ties by id, and the
 * times a range of creation days takes in.
 */
import { fromWallClock, ZONE_WITHOUT_SHOP } from './zonedTime';

/** What a column sorts by: a number, or a string compared as it is (lower-case it first). */
export type SortKey = string | number | null | undefined;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment a day begins in the zone: its midnight, the next day's after `days` 1. */
function midnight(day: string, timeZone: string, days = 0): number {
  const utc = Date.parse(`${day}T00:00:00Z`) + days * DAY_MS;
  if (Number.isNaN(utc)) return NaN;
  const wall = `${new Date(utc).toISOString().slice(0, 10)}T00:00`;
  return Date.parse(fromWallClock(wall, timeZone) ?? '');
}

/**
 * The times a creation-day range takes in, from its first millisecond to past its last: the days
 * of `timeZone`, the shop's (docs/api.md#days), UTC's for a backend that names none.
 */
export function dayRange(
  from: string | undefined,
  to: string | undefined,
  timeZone = ZONE_WITHOUT_SHOP,
): [number, number] {
  const start = from ? midnight(from, timeZone) : NaN;
  const end = to ? midnight(to, timeZone, 1) : NaN;
  return [Number.isNaN(start) ? -Infinity : start, Number.isNaN(end) ? Infinity : end];
}

/**
 * Places in the items, in a list's order. Typed arrays rather than arrays of numbers: a search of
 * 100,000 items keeps no garbage behind for every key, and a loop over them is the fastest there is.
 */
export type Places = Int32Array;

/**
 * The items' places, by their keys going up and, where keys tie, by their ids (code unit by code
 * unit, as PGlite's C collation compares them): the server's `ORDER BY key, id`. Going down is
 * this reversed, the ties' ids too, as its `ORDER BY key DESC, id DESC`.
 */
export function ascending<Item>(
  items: readonly Item[],
  key: (item: Item) => SortKey,
  id: (item: Item) => string,
): Places {
  const keys = items.map(key);
  const ids = items.map(id);
  const byId = (a: number, b: number) => {
    const left = ids[a] as string;
    const right = ids[b] as string;
    return left < right ? -1 : left > right ? 1 : 0;
  };
  const places = items.map((_item, index) => index);
  places.sort((a, b) => {
    const left = keys[a];
    const right = keys[b];
    const leftMissing = left === null || left === undefined;
    const rightMissing = right === null || right === undefined;
    if (leftMissing || rightMissing) {
      return Number(leftMissing) - Number(rightMissing) || byId(a, b);
    }
    return left < right ? -1 : left > right ? 1 : byId(a, b);
  });
  return Int32Array.from(places);
}
