import Chip from '@mui/material/Chip';
import { styled } from '@mui/material/styles';

/** The badge colours the spec uses: green, yellow, red and grey. */
export type StatusTone = 'green' | 'yellow' | 'red' | 'grey';

// Soft backgrounds with dark text in light mode, deep ones with light text in dark mode: both
// keep a contrast ratio above 4.5:1 (WCAG AA). Each tone: light background and text, then dark.
const TONES: Record<StatusTone, readonly [string, string, string, string]> = {
  green: ['#e3f4e8', '#1b6b34', '#16402a', '#9be6b2'],
  yellow: ['#fff4cc', '#7a5a00', '#433510', '#f6d97c'],
  red: ['#fde8e6', '#a4221a', '#4d1c18', '#ffb3ab'],
  grey: ['#eceff3', '#48515e', '#2b3440', '#cdd4dd'],
};

/**
 * Every tone's colours in one style sheet, chosen by `data-tone`: a list shows many badges, and
 * styles built per badge (an `sx` per render) were a good part of a grid's update.
 */
const ToneChip = styled(Chip)(({ theme }) => ({
  fontWeight: 600,
  borderRadius: Number(theme.shape.borderRadius) * 1.5,
  ...Object.fromEntries(
    Object.entries(TONES).map(([tone, [background, text, darkBackground, darkText]]) => [
      `&[data-tone="${tone}"]`,
      {
        backgroundColor: background,
        color: text,
        ...theme.applyStyles('dark', { backgroundColor: darkBackground, color: darkText }),
      },
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
