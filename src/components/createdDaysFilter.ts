import { formatShortDate } from '@/lib/format';
import type { ActiveFilter } from './FilterChips';

/**
 * A day of the URL, as the lists show dates: 'Nov 25, 2026'. A day has no zone: it is named at
 * its UTC midnight in UTC, as noon UTC in the browser's zone was the next day east of UTC+12.
 */
export const dayText = (day: string) => formatShortDate(`${day}T00:00:00Z`, 'UTC');

/** The label of a range of creation days, one end of which may be open. */
export function createdDaysLabel(from?: string, to?: string): string {
  if (from && to) {
    return from === to
      ? `Created on ${dayText(from)}`
      : `Created ${dayText(from)} – ${dayText(to)}`;
  }
  if (from) return `Created since ${dayText(from)}`;
  return `Created until ${dayText(to ?? '')}`;
}

/**
 * The chip saying that a list shows only the rows created on some days (a link from the
 * dashboard), which takes the narrowing away when deleted; none when the list is not narrowed.
 */
export function createdDaysFilter(
  from: string | undefined,
  to: string | undefined,
  onClear: () => void,
): ActiveFilter[] {
  if (!from && !to) return [];
  return [{ key: 'created', label: createdDaysLabel(from, to), onRemove: onClear }];
}
