import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ShopStats } from '@/api/stats';
import { formatRupees } from '@/lib/format';
import { RevenueChart } from './RevenueChart';
import { StatusChart } from './StatusChart';

/**
 * The chosen period's charts: revenue per day, and orders by status. Their own lazy chunk (the
 * charts library is large), loaded while the cards above already show.
 */
export default function ShopCharts({
  range,
  periodLabel,
}: {
  range: ShopStats['range'];
  periodLabel: string;
}) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="revenue-per-day"
          sx={{ p: 2, height: '100%' }}
        >
          <Typography id="revenue-per-day" component="h3" variant="h6">
            Revenue per day
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatRupees(range.revenue)} from {range.orders.toLocaleString('en-IN')} orders in the
            last {periodLabel}
          </Typography>
          <RevenueChart daily={range.daily} />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="orders-by-status"
          sx={{ p: 2, height: '100%' }}
        >
          <Typography id="orders-by-status" component="h3" variant="h6">
            Orders by status
          </Typography>
          <StatusChart byStatus={range.byStatus} range={range} />
        </Paper>
      </Grid>
    </Grid>
  );
}
