import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { bindField } from '@/lib/formik';
import type { BannerFormValues } from './bannerSchema';

type Bound = ReturnType<typeof bindField<BannerFormValues>>;

interface Props {
  /** The shop's, in which both are shown and entered (docs/api.md#the-shops-time-zone). */
  timeZone: string;
  starts: Bound;
  ends: Bound;
}

/**
 * A banner's start and end, each a date and time in the shop's time zone, named with it; either
 * may be left empty (docs/api.md#banner-schedules).
 */
export function BannerScheduleFields({ timeZone, starts, ends }: Props) {
  const moment = (label: string, bound: Bound, hint: string) => (
    <TextField
      label={`${label} (${timeZone})`}
      type="datetime-local"
      fullWidth
      {...bound}
      helperText={bound.helperText ?? hint}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {moment('Starts', starts, 'Optional: empty goes live at once.')}
      {moment('Ends', ends, 'Optional: empty never ends.')}
    </Stack>
  );
}
