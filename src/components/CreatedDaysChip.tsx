import Chip from '@mui/material/Chip';
import { formatShortDate } from '@/lib/format';

interface CreatedDaysChipProps {
  from?: string;
  to?: string;
  onClear: () => void;
}

/** A UTC day of the URL, as the lists show dates: 'Nov 25, 2026'. */
const dayText = (day: string) => formatShortDate(`${day}T12:00:00Z`);

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
 * Says that a list shows only the rows created on some days (a link from the dashboard), and
 * takes the narrowing away when deleted. Nothing when the list is not narrowed.
 */
export function CreatedDaysChip({ from, to, onClear }: CreatedDaysChipProps) {
  if (!from && !to) return null;
  return (
    <Chip
      label={createdDaysLabel(from, to)}
      onDelete={onClear}
      color="primary"
      variant="outlined"
      sx={{ alignSelf: 'center' }}
    />
  );
}
