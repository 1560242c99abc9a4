import Chip from '@mui/material/Chip';

/** The badge colours the spec uses: green, yellow, red and grey. */
export type StatusTone = 'green' | 'yellow' | 'red' | 'grey';

// Soft backgrounds with dark text in light mode, deep ones with light text in dark mode: both
// keep a contrast ratio above 4.5:1 (WCAG AA).
const TONES: Record<StatusTone, Record<'light' | 'dark', { bgcolor: string; color: string }>> = {
  green: {
    light: { bgcolor: '#e3f4e8', color: '#1b6b34' },
    dark: { bgcolor: '#16402a', color: '#9be6b2' },
  },
  yellow: {
    light: { bgcolor: '#fff4cc', color: '#7a5a00' },
    dark: { bgcolor: '#433510', color: '#f6d97c' },
  },
  red: {
    light: { bgcolor: '#fde8e6', color: '#a4221a' },
    dark: { bgcolor: '#4d1c18', color: '#ffb3ab' },
  },
  grey: {
    light: { bgcolor: '#eceff3', color: '#48515e' },
    dark: { bgcolor: '#2b3440', color: '#cdd4dd' },
  },
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
      sx={[
        { ...TONES[tone].light, fontWeight: 600, borderRadius: 1.5 },
        (theme) => theme.applyStyles('dark', TONES[tone].dark),
      ]}
    />
  );
}
