import Chip from '@mui/material/Chip';

/** The badge colours the spec uses: green, yellow, red and grey. */
export type StatusTone = 'green' | 'yellow' | 'red' | 'grey';

// Soft backgrounds with dark text keep a contrast ratio above 4.5:1 (WCAG AA).
const TONES: Record<StatusTone, { bgcolor: string; color: string }> = {
  green: { bgcolor: '#e3f4e8', color: '#1b6b34' },
  yellow: { bgcolor: '#fff4cc', color: '#7a5a00' },
  red: { bgcolor: '#fde8e6', color: '#a4221a' },
  grey: { bgcolor: '#eceff3', color: '#48515e' },
};

/**
 * A status badge.
 *
 * @example
 * <StatusChip label="Active" tone="green" />
 */
export function StatusChip({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <Chip
      label={label}
      size="small"
      data-tone={tone}
      sx={{ ...TONES[tone], fontWeight: 600, borderRadius: 1.5 }}
    />
  );
}
