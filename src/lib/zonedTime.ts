/**
 * Moments shown and entered in a time zone that need not be the browser's: the shop's
 * (docs/api.md#the-shops-time-zone). A date-and-time field holds a wall clock, 'YYYY-MM-DDTHH:mm';
 * the API takes and answers moments of RFC 3339 with their offset.
 */

/**
 * The zone whose days the web app counts, and shows moments in, where the backend names no shop's
 * zone (the specification's): UTC (docs/api.md#the-shops-time-zone).
 */
export const ZONE_WITHOUT_SHOP = 'UTC';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: making one is far slower than using it. */
function wallFormat(timeZone: string) {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallFormats.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at `instant`, in minutes (330 in Asia/Kolkata). */
export function offsetMinutes(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    wallFormat(timeZone)
      .formatToParts(instant)
      .map(({ type, value }) => [type, Number(value)]),
  );
  const wall = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / MINUTE_MS);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** '+05:30', '-03:00', '+00:00'. */
function offsetText(minutes: number) {
  const size = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}

/** The wall clock at `instant` in the zone, as a date-and-time field holds it. */
function wallClock(instant: number, timeZone: string) {
  const wall = new Date(instant + offsetMinutes(instant, timeZone) * MINUTE_MS);
  return wall.toISOString().slice(0, 16);
}

/**
 * The zone's day at `instant`, 'YYYY-MM-DD': the shop's day when the zone is the shop's
 * (docs/api.md#days).
 *
 * @example
 * dayInZone(Date.parse('2026-03-01T23:00:00Z'), 'Asia/Kolkata') // '2026-03-02'
 */
export const dayInZone = (instant: number, timeZone: string) =>
  wallClock(instant, timeZone).slice(0, 10);

/**
 * A date-and-time field's value for a moment, its wall clock in the zone; '' for none or a text
 * that is no moment.
 *
 * @example
 * toWallClock('2026-12-01T03:30:00.000Z', 'Asia/Kolkata') // '2026-12-01T09:00'
 */
export function toWallClock(moment: string | null | undefined, timeZone: string): string {
  const instant = moment ? Date.parse(moment) : NaN;
  return Number.isNaN(instant) ? '' : wallClock(instant, timeZone);
}

/**
 * The moment a wall clock in the zone stands for, with the zone's offset then; null for an
 * empty or unreadable field. A wall clock that comes twice (clocks going back) is the first; one
 * that never comes (clocks going forward) is taken as long after the change as it was after the
 * hour skipped, as Temporal's 'compatible' does.
 *
 * @example
 * fromWallClock('2026-12-01T09:00', 'Asia/Kolkata') // '2026-12-01T09:00:00+05:30'
 */
export function fromWallClock(value: string, timeZone: string): string | null {
  const match = WALL_CLOCK.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== day) return null;
  // The offsets a day either side: the wall clock is an instant at one of them, or, in a gap, at
  // neither (then the one before the change).
  const before = offsetMinutes(asUtc - DAY_MS, timeZone);
  const after = offsetMinutes(asUtc + DAY_MS, timeZone);
  const fits = [Math.max(before, after), Math.min(before, after)].find(
    (offset) => offsetMinutes(asUtc - offset * MINUTE_MS, timeZone) === offset,
  );
  const instant = asUtc - (fits ?? before) * MINUTE_MS;
  const offset = offsetMinutes(instant, timeZone);
  return `${wallClock(instant, timeZone)}:00${offsetText(offset)}`;
}

/**
 * A moment as the admin reads it in the zone: 'Dec 1, 2026, 9:00 AM'.
 *
 * @example
 * formatInZone('2026-12-01T03:30:00.000Z', 'Asia/Kolkata') // 'Dec 1, 2026, 9:00 AM'
 */
export function formatInZone(moment: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone })
    .format(Date.parse(moment))
    .replace(/\u202f/g, ' ');
}
