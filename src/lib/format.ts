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
// 'medium' is en-US's 'Nov 22, 2026'.
const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const shortDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const longDateTime = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

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

function formatWith(format: Intl.DateTimeFormat, value: DateInput): string {
  const date = toDate(value);
  if (date === null) return NOT_AVAILABLE;
  return Number.isNaN(date.getTime()) ? INVALID_DATE : format.format(date);
}

/** 'Nov 22, 2026' */
export const formatShortDate = (value: DateInput) => formatWith(shortDate, value);

const usNumericDate = new Intl.DateTimeFormat('en-US', {
  month: 'numeric',
  day: 'numeric',
  year: 'numeric',
});

/** '11/22/2026': the short US format (docs/requirements.md#blog-management). */
export const formatUsNumericDate = (value: DateInput) => formatWith(usNumericDate, value);

/** 'Nov 22, 2026, 9:30 AM', short enough for a column. */
export const formatShortDateTime = (value: DateInput) => formatWith(shortDateTime, value);

/** 'November 22, 2026 at 09:30 AM' */
export const formatDateTime = (value: DateInput) => formatWith(longDateTime, value);

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
