/**
 * The dashboard's chosen period: the last 7, 30 or 90 days or 12 months to today, the shop's days
 * as the API counts them (docs/api.md#days), kept in the URL (`?days=`) so a reload shows the same.
 */
import { useSearchParams } from 'react-router-dom';
import type { DayRange } from '@/api/stats';
import { dayInZone, ZONE_WITHOUT_SHOP } from '@/lib/zonedTime';

export const PERIODS = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '12 months' },
] as const;

export type PeriodDays = (typeof PERIODS)[number]['days'];

const DEFAULT_DAYS: PeriodDays = 30;
const DAY_MS = 86_400_000;

/**
 * The `days` days that end today, both ends included: the days of the shop's time zone (the
 * profile's), UTC's for a backend that names none.
 */
export function lastDays(days: number, timeZone = ZONE_WITHOUT_SHOP, now = new Date()): DayRange {
  const to = dayInZone(now.getTime(), timeZone);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS);
  return { from: from.toISOString().slice(0, 10), to };
}

/** The period the URL's parameters name: the default when they name none that is offered. */
export const periodIn = (params: URLSearchParams): PeriodDays =>
  PERIODS.find((period) => String(period.days) === params.get('days'))?.days ?? DEFAULT_DAYS;

/** The period of the URL, and a way to choose another (replacing the history entry). */
export function usePeriod(): [PeriodDays, (days: PeriodDays) => void] {
  const [params, setParams] = useSearchParams();
  const choose = (next: PeriodDays) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_DAYS) updated.delete('days');
        else updated.set('days', String(next));
        return updated;
      },
      { replace: true },
    );
  return [periodIn(params), choose];
}

/**
 * The change from `previous` to `current` as the cards say it: '+12%', '−8%', 'no change', or
 * 'new' when there was nothing before.
 */
export function changeText(current: number, previous: number): string {
  if (current === previous) return 'no change';
  if (previous === 0) return 'new';
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return current > previous ? '+<1%' : '−<1%';
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}
