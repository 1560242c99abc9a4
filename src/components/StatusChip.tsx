import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';

/** The badge colours the spec uses: green, yellow, red and grey. */
export type StatusTone = 'green' | 'yellow' | 'red' | 'grey';

// Soft backgrounds with dark text in light mode, deep ones with light text in dark mode: both
// keep a contrast ratio above 4.5:1 (WCAG AA).
const TONES: Record<
  StatusTone,
  Record<'light' | 'dark', { backgroundColor: string; color: string }>
> = {
  green: {
    light: { backgroundColor: '#e3f4e8', color: '#1b6b34' },
    dark: { backgroundColor: '#16402a', color: '#9be6b2' },
  },
  yellow: {
    light: { backgroundColor: '#fff4cc', color: '#7a5a00' },
    dark: { backgroundColor: '#433510', color: '#f6d97c' },
  },
  red: {
    light: { backgroundColor: '#fde8e6', color: '#a4221a' },
    dark: { backgroundColor: '#4d1c18', color: '#ffb3ab' },
  },
  grey: {
    light: { backgroundColor: '#eceff3', color: '#48515e' },
    dark: { backgroundColor: '#2b3440', color: '#cdd4dd' },
  },
};

/**
 * Every tone's colours in one style sheet, chosen by `data-tone`: a list shows many badges, and
 * styles built per badge (an `sx` per render) were a good part of a grid's update.
 */
const ToneChip = styled(Chip)(({ theme }) => ({
  fontWeight: 600,
  borderRadius: Number(theme.shape.borderRadius) * 1.5,
  ...Object.fromEntries(
    Object.entries(TONES).map(([tone, { light, dark }]) => [
      `&[data-tone="${tone}"]`,
      { ...light, ...theme.applyStyles('dark', dark) },
    ]),
  ),
}));

interface StatusChipProps {
  label: string;
  tone: StatusTone;
  /** Why the badge says what it says ('Unknown': no status was sent), shown on hover. */
  hint?: string;
}

/**
 * A status badge. The hint is the native title, which is also the badge's accessible
 * description: a list of many badges gets no tooltip component per row.
 *
 * @example
 * <StatusChip label="Unknown" tone="grey" hint="The shop sent no status for this order" />
 */
export function StatusChip({ label, tone, hint }: StatusChipProps) {
  return <ToneChip label={label} size="small" data-tone={tone} title={hint} />;
}
