import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

interface DayRangeFieldsProps {
  /** The first and last creation day shown (YYYY-MM-DD), either end open. */
  from?: string;
  to?: string;
  /** Writes one end; '' opens it. */
  onChange: (end: 'from' | 'to', day: string) => void;
}

/**
 * The creation days a list is narrowed to, chosen on screen: From and To, each a day of the
 * browser's own picker, the same `?from=&to=` a dashboard link writes (its chip takes both away).
 * Neither end may pass the other.
 */
export function DayRangeFields({ from = '', to = '', onChange }: DayRangeFieldsProps) {
  const day = (end: 'from' | 'to', label: string, value: string, bound: object) => (
    <TextField
      type="date"
      label={label}
      size="small"
      value={value}
      onChange={(event) => onChange(end, event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: bound }}
      sx={{ width: { xs: '100%', md: 160 } }}
    />
  );
  return (
    <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
      {day('from', 'From', from, to ? { max: to } : {})}
      {day('to', 'To', to, from ? { min: from } : {})}
    </Stack>
  );
}
