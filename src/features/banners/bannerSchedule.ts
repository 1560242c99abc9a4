/**
 * A banner's schedule as the admins see it (docs/api.md#the-shops-time-zone): its state now,
 * the next moment that state changes, and the schedule's part of a write, entered in the shop's
 * time zone. The reference server's alone: elsewhere the zone is unknown and nothing shows.
 */
import { selectShopTimeZone } from '@/api/session';
import { useAppSelector } from '@/app/hooks';
import { formatInZone, fromWallClock, toWallClock } from '@/lib/zonedTime';
import type { Banner, BannerBody } from './bannersApi';
import { banners } from './bannersApi';

export const SCHEDULE_STATES = ['scheduled', 'live', 'ended'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

export const SCHEDULE_LABELS: Record<ScheduleState, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  ended: 'Ended',
};

type Schedule = Pick<Banner, 'startsAt' | 'endsAt'>;

const instantOf = (moment: string | null | undefined) => (moment ? Date.parse(moment) : Number.NaN);

export const isScheduled = ({ startsAt, endsAt }: Schedule) => Boolean(startsAt || endsAt);

/**
 * Scheduled before its start, Ended from its end, Live in between, as the server decides
 * (the start included, the end not); a banner with no schedule is Live.
 */
export function scheduleState(schedule: Schedule, now: number): ScheduleState {
  if (instantOf(schedule.endsAt) <= now) return 'ended';
  if (instantOf(schedule.startsAt) > now) return 'scheduled';
  return 'live';
}

/** The first start or end after `now` among the banners: when a state shown changes next. */
export function nextChange(schedules: readonly Schedule[], now: number): number | undefined {
  const later = schedules
    .flatMap(({ startsAt, endsAt }) => [instantOf(startsAt), instantOf(endsAt)])
    .filter((instant) => instant > now);
  return later.length > 0 ? Math.min(...later) : undefined;
}

/** 'Starts Dec 1, 2026, 9:00 AM · Ends Dec 2, 2026, 9:00 AM (Asia/Kolkata)'. */
export function scheduleText({ startsAt, endsAt }: Schedule, timeZone: string): string {
  const parts = [
    startsAt && `Starts ${formatInZone(startsAt, timeZone)}`,
    endsAt && `Ends ${formatInZone(endsAt, timeZone)}`,
  ].filter(Boolean);
  return `${parts.join(' · ')} (${timeZone})`;
}

/**
 * The shop's time zone where the backend keeps schedules (the reference server, once the
 * profile has said it); undefined elsewhere, where no schedule shows.
 */
export function useScheduleZone(): string | undefined {
  const timeZone = useAppSelector(selectShopTimeZone);
  return banners.takesOwnFields() ? timeZone : undefined;
}

/** The form's schedule fields: wall clocks in the shop's time zone, '' for none. */
export interface ScheduleValues {
  startsAt: string;
  endsAt: string;
}

/** The banner's schedule in the fields; empty where the zone is unknown (no fields show). */
export const scheduleValues = (banner: Banner | null, timeZone?: string): ScheduleValues => ({
  startsAt: timeZone ? toWallClock(banner?.startsAt, timeZone) : '',
  endsAt: timeZone ? toWallClock(banner?.endsAt, timeZone) : '',
});

/**
 * The schedule's part of a write: each moment entered, with its offset, or null for one cleared;
 * only what changed, so that a banner never scheduled is written as before.
 */
export function scheduleDraft(
  values: ScheduleValues,
  banner: Banner | null,
  timeZone: string,
): Pick<BannerBody, 'startsAt' | 'endsAt'> {
  const stored = scheduleValues(banner, timeZone);
  const draft: Pick<BannerBody, 'startsAt' | 'endsAt'> = {};
  for (const field of ['startsAt', 'endsAt'] as const) {
    if (values[field] !== stored[field]) draft[field] = fromWallClock(values[field], timeZone);
  }
  return draft;
}
