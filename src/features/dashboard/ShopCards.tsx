import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { PeriodTotals, ShopStats } from '@/api/stats';
import { formatRupees } from '@/lib/format';
import { ACTIVE_BANNERS_LINK, NOTIFICATIONS_LINK, ordersLink, usersJoinedLink } from '@/lib/links';
import { changeText } from './periods';
import { ChangeLine, StatCard } from './StatCard';

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString('en-IN')} ${value === 1 ? one : many}`;

/** The fixed periods: their title and what their previous period is called. */
const FIXED_PERIODS = [
  { key: 'today', title: 'Today', against: 'vs yesterday' },
  { key: 'last7Days', title: 'Last 7 days', against: 'vs the 7 days before' },
  { key: 'last30Days', title: 'Last 30 days', against: 'vs the 30 days before' },
] as const;

/** What customers see now, each opening its list filtered to the active ones. */
const ACTIVE_CARDS = [
  { title: 'Active notifications', counted: 'notifications', to: NOTIFICATIONS_LINK },
  { title: 'Active banners', counted: 'banners', to: ACTIVE_BANNERS_LINK },
] as const;

function PeriodCard({
  title,
  against,
  period,
}: {
  title: string;
  against: string;
  period: PeriodTotals;
}) {
  return (
    <StatCard
      title={title}
      figure={count(period.orders, 'order', 'orders')}
      to={ordersLink(period)}
    >
      <Typography sx={{ fontWeight: 600 }}>{formatRupees(period.revenue)} revenue</Typography>
      <ChangeLine
        what="Orders"
        change={changeText(period.orders, period.previous.orders)}
        against={against}
      />
      <ChangeLine
        what="Revenue"
        change={changeText(period.revenue, period.previous.revenue)}
        against={against}
      />
    </StatCard>
  );
}

/**
 * The orders and revenue of today and of the last 7 and 30 days, each against the period just
 * before; each card opens Order Management narrowed to the period's days.
 */
export function PeriodCards({ periods }: { periods: ShopStats['periods'] }) {
  return (
    <Grid container spacing={2}>
      {FIXED_PERIODS.map(({ key, title, against }) => (
        <Grid key={key} size={{ xs: 12, md: 4 }}>
          <PeriodCard title={title} against={against} period={periods[key]} />
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * The chosen period's new users (against the period before), and the notifications and banners
 * customers see now; each opens its list, filtered where the list can be.
 */
export function GlanceCards({ stats, periodLabel }: { stats: ShopStats; periodLabel: string }) {
  const { range, active } = stats;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <StatCard
          title={`New users, last ${periodLabel}`}
          figure={range.newUsers.toLocaleString('en-IN')}
          to={usersJoinedLink(range)}
        >
          <ChangeLine
            what="Sign-ups"
            change={changeText(range.newUsers, range.previous.newUsers)}
            against="vs the period before"
          />
        </StatCard>
      </Grid>
      {ACTIVE_CARDS.map(({ title, counted, to }) => (
        <Grid key={counted} size={{ xs: 6, md: 4 }}>
          <StatCard title={title} figure={active[counted].toLocaleString('en-IN')} to={to} />
        </Grid>
      ))}
    </Grid>
  );
}
