import { useMemo } from 'react';
import { FilterSelect } from '@/components/FilterSelect';
import { filterChip, type FilterChoice } from '@/components/listFilter';
import { useUrlChoice } from '@/hooks/useUrlParams';
import type { BannerRow } from './bannerRows';
import { SCHEDULE_LABELS, SCHEDULE_STATES } from './bannerSchedule';

const OPTIONS = SCHEDULE_STATES.map((value) => ({ value, label: SCHEDULE_LABELS[value] }));

/**
 * The list's Schedule choice beside its Status, kept in the address as `?schedule=live` and
 * offered only where the backend keeps schedules (`shown`); a banner with no schedule is Live
 * (docs/api.md#the-shops-time-zone). Gives the rows it leaves, and its parts of the toolbar: the
 * choice (`actions`) and, while on, its chip (`filters`).
 */
export function useScheduleFilter(rows: BannerRow[], shown: boolean) {
  const asked = useUrlChoice('schedule', SCHEDULE_STATES);
  const value = shown ? asked.value : '';
  const { onChange } = asked;
  const choice: FilterChoice = {
    field: 'schedule',
    label: 'Schedule',
    options: OPTIONS,
    value,
    onChange,
  };
  const kept = useMemo(
    () => (value === '' ? rows : rows.filter((row) => row.schedule === value)),
    [rows, value],
  );
  return {
    rows: kept,
    actions: shown ? <FilterSelect {...choice} /> : undefined,
    filters: filterChip(choice),
  };
}
