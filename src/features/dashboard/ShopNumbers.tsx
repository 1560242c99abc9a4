import { lazy, Suspense, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { isNotOffered } from '@/api/apiError';
import { selectShopTimeZone } from '@/api/session';
import { useGetStatsQuery } from '@/api/stats';
import { useAppSelector } from '@/app/hooks';
import { LoadFailureAlert } from '@/components/LoadFailureAlert';
import { GlanceCards, PeriodCards } from './ShopCards';
import { lastDays, PERIODS, usePeriod } from './periods';

const ShopCharts = lazy(() => import(/* webpackChunkName: "dashboard-charts" */ './ShopCharts'));

/** What the dashboard says to a backend without the shop's numbers. */
export const NO_NUMBERS = "This backend does not report the shop's numbers.";

function PeriodPicker() {
  const [days, choose] = usePeriod();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={days}
      onChange={(_event, next: typeof days | null) => next && choose(next)}
      aria-label="Period"
    >
      {PERIODS.map((period) => (
        <ToggleButton key={period.days} value={period.days}>
          {period.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The figures, or why there are none yet. */
function Figures() {
  const [days] = usePeriod();
  const periodLabel = PERIODS.find((period) => period.days === days)?.label ?? '';
  const timeZone = useAppSelector(selectShopTimeZone);
  const range = useMemo(() => lastDays(days, timeZone), [days, timeZone]);
  const { data, error, refetch } = useGetStatsQuery(range);
  if (isNotOffered(error)) return <Alert severity="info">{NO_NUMBERS}</Alert>;
  if (error && !data) {
    return (
      <LoadFailureAlert
        what="the shop's numbers"
        error={error}
        fallback="Unknown error"
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data)
    return <Skeleton variant="rounded" height={360} aria-label="Loading the shop's numbers" />;
  return (
    <>
      <PeriodCards periods={data.periods} />
      <GlanceCards stats={data} periodLabel={periodLabel} />
      <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
        <ShopCharts range={data.range} periodLabel={periodLabel} />
      </Suspense>
    </>
  );
}

/** Whose days the figures count: the shop's time zone, where the backend names one. */
function ZoneNote() {
  const timeZone = useAppSelector(selectShopTimeZone);
  if (!timeZone) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {`Days in ${timeZone}`}
    </Typography>
  );
}

/**
 * How the shop is doing (docs/api.md#shop-numbers): orders and revenue of today and of the last
 * 7 and 30 days, and for the chosen period new users, revenue per day and orders by status;
 * every figure opens its list, filtered.
 */
export function ShopNumbers() {
  return (
    <Stack component="section" spacing={2} aria-labelledby="shop-at-a-glance">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between' }}
      >
        <Typography id="shop-at-a-glance" component="h2" variant="h5">
          The shop at a glance
        </Typography>
        <PeriodPicker />
      </Stack>
      <ZoneNote />
      <Figures />
    </Stack>
  );
}
