import type { StatusTone } from '@/components/StatusChip';
import { StatusChip } from '@/components/StatusChip';
import type { ListColumn } from '@/components/listColumn';
import type { BannerRow } from './bannerRows';
import {
  SCHEDULE_LABELS,
  SCHEDULE_STATES,
  scheduleText,
  type ScheduleState,
} from './bannerSchedule';

const TONES: Record<ScheduleState, StatusTone> = {
  scheduled: 'yellow',
  live: 'green',
  ended: 'grey',
};

/** 'Scheduled · Starts Dec 1, 2026, 9:00 AM (Asia/Kolkata)'; nothing for a banner with no schedule. */
const describe = (row: BannerRow, timeZone: string) =>
  row.scheduled ? `${SCHEDULE_LABELS[row.schedule]} · ${scheduleText(row.banner, timeZone)}` : '';

/**
 * Beside the Status, a scheduled banner's state now, its start and end in the shop's time zone
 * on hover, and on a phone's card under its title (docs/api.md#the-shops-time-zone). A banner
 * with no schedule shows nothing: it is live whenever it is active, as before.
 */
export const scheduleColumn = (timeZone: string): ListColumn<BannerRow> => ({
  field: 'schedule',
  headerName: 'Schedule',
  // Room for the widest chip, Scheduled, whole.
  width: 124,
  type: 'singleSelect',
  valueOptions: SCHEDULE_STATES.map((value) => ({ value, label: SCHEDULE_LABELS[value] })),
  valueFormatter: (_value, row) => describe(row, timeZone),
  renderCell: ({ row }) =>
    row.scheduled && (
      <StatusChip
        label={SCHEDULE_LABELS[row.schedule]}
        tone={TONES[row.schedule]}
        hint={scheduleText(row.banner, timeZone)}
      />
    ),
  card: 'date',
});
