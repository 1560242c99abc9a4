/**
 * Days of the calendar as the API takes them (`from`, `to`: YYYY-MM-DD, the shop's, both inclusive):
 * the activity trail's, the order and user lists' and the shop's numbers' ranges
 * (docs/api.md#days).
 */
import { notADay } from '../../../contract/fields';
import { badRequest } from './httpError';

const DAY_MS = 86_400_000;

/** The first day the API takes: PostgreSQL's dates have no year 0 (ISO's 0000, 1 BC). */
export const FIRST_DAY = '0001-01-01';

/** '2026-02-30' has the shape of a day but is none; nor has '0000-01-01' for PostgreSQL. */
export const isCalendarDay = (text: string) =>
  text >= FIRST_DAY &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** A moment of RFC 3339 with its offset: `2026-12-01T09:00:00+05:30`, `…T03:30Z`. */
const MOMENT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/;

/** Whether `text` is a moment of RFC 3339 on a day of the calendar (not '2026-02-30T…'). */
export const isMoment = (text: string) => {
  const day = MOMENT.exec(text)?.[1];
  return day !== undefined && isCalendarDay(day);
};

/** The UTC day of a moment, as YYYY-MM-DD: the days' sums below work on their UTC midnights. */
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

/** The day `days` after `day` (before, when negative). */
export const addDays = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** Days since 1970-01-01, negative before: a day the database can take whatever its year. */
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** How many days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/**
 * Refuses, with a 400 naming the field, a day given that is no day of the calendar; a body's
 * field is named in the answer too (`inBody`).
 */
export function checkDay(name: string, value: string | undefined, inBody = false): void {
  if (value !== undefined && !isCalendarDay(value)) {
    throw badRequest(notADay(name), inBody ? name : undefined);
  }
}

/**
 * Refuses, with a 400 naming the parameter, a `from` or `to` that is no day of the calendar, a
 * `from` after `to`, and a range longer than `maxDays` when one is given. A range a body holds
 * in its field `within` is named there (`matching.from`), in the message and as the answer's
 * field, as checkDay names a body's day.
 */
export function checkDays(
  range: { from?: string; to?: string },
  maxDays?: number,
  within?: string,
): void {
  const named = (name: 'from' | 'to') => (within === undefined ? name : `${within}.${name}`);
  const field = within === undefined ? undefined : named('from');
  for (const name of ['from', 'to'] as const) {
    checkDay(named(name), range[name], within !== undefined);
  }
  const { from, to } = range;
  if (from === undefined || to === undefined) return;
  if (from > to) throw badRequest(`${named('from')} must be on or before ${named('to')}.`, field);
  if (maxDays !== undefined && daysBetween(from, to) > maxDays) {
    throw badRequest(
      `${named('from')} and ${named('to')} must be at most ${maxDays} days apart, both counted.`,
      field,
    );
  }
}
