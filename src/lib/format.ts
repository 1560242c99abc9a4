/**
 * Display formats of docs/requirements.md#9-constants-and-limits: rupees with two decimals ('₹0' when missing), en-US dates,
 * 'N/A' for a missing date and 'Invalid Date' for one that cannot be read.
 */

/** Firestore-style timestamp, as users carry `createdAt` (docs/requirements.md#3-entities). */
export interface SecondsTimestamp {
  seconds: number;
  nanoseconds?: number;
}

export type DateInput = string | number | Date | SecondsTimestamp | null | undefined;

export const NOT_AVAILABLE = 'N/A';
export const INVALID_DATE = 'Invalid Date';

const rupees = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const plainNumber = new Intl.NumberFormat('en-US');

/** Each date format: 'medium' is en-US's 'Nov 22, 2026'. */
const DATE_FORMATS = {
  short: { dateStyle: 'medium' },
  usNumeric: { month: 'numeric', day: 'numeric', year: 'numeric' },
  shortDateTime: { dateStyle: 'medium', timeStyle: 'short' },
  long: { month: 'long', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type DateFormat = keyof typeof DATE_FORMATS;

/** One formatter per format and zone: making one is far slower than using it. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(format: DateFormat, timeZone: string | undefined) {
  const key = `${format} ${timeZone ?? ''}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...DATE_FORMATS[format], timeZone });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/** '₹1,234.50'; a missing or unreadable amount is '₹0'. Numeric strings are accepted. */
export function formatRupees(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '₹0';
  const value = Number(amount);
  return Number.isFinite(value) ? `₹${rupees.format(value)}` : '₹0';
}

/**
 * '12,345': a count or a serial number. One formatter made once: `toLocaleString` makes one at
 * every call, a good part of a grid's update when a list shows a column of numbers.
 */
export const formatNumber = (value: number) => plainNumber.format(value);

function isSecondsTimestamp(value: unknown): value is SecondsTimestamp {
  return typeof value === 'object' && value !== null && 'seconds' in value;
}

/** The Date a value stands for, null when there is none, or an invalid Date when unreadable. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value;
  if (isSecondsTimestamp(value)) {
    // To the millisecond, as the server writes its moments (an export's Joined, to_char's MS).
    const ms = Math.floor(Number(value.nanoseconds ?? 0) / 1_000_000);
    return new Date(Number(value.seconds) * 1000 + ms);
  }
  return new Date(value);
}

function formatWith(format: DateFormat, value: DateInput, timeZone?: string): string {
  const date = toDate(value);
  if (date === null) return NOT_AVAILABLE;
  return Number.isNaN(date.getTime()) ? INVALID_DATE : dateFormatter(format, timeZone).format(date);
}

/*
 * A moment is shown in `timeZone`, the zone the web app counts days in (selectDayZone), so a row
 * a day's filter or a dashboard's day takes in shows that day; left out, the browser's zone, for
 * a calendar day read at its local midnight (fromDateInput).
 */

/** 'Nov 22, 2026' */
export const formatShortDate = (value: DateInput, timeZone?: string) =>
  formatWith('short', value, timeZone);

/** '11/22/2026': the short US format (docs/requirements.md#blog-management). */
export const formatUsNumericDate = (value: DateInput, timeZone?: string) =>
  formatWith('usNumeric', value, timeZone);

/** 'Nov 22, 2026, 9:30 AM', short enough for a column. */
export const formatShortDateTime = (value: DateInput, timeZone?: string) =>
  formatWith('shortDateTime', value, timeZone);

/** 'November 22, 2026 at 09:30 AM' */
export const formatDateTime = (value: DateInput, timeZone?: string) =>
  formatWith('long', value, timeZone);

/**
 * A date input's value ('2026-03-05') as that calendar day at local midnight, or null when
 * empty. `new Date('2026-03-05')` is UTC midnight, which is the day before west of Greenwich.
 */
export function fromDateInput(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match
    ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
    : new Date(value);
}
