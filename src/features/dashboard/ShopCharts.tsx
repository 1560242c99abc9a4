import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ShopStats } from '@/api/stats';
import { formatRupees } from '@/lib/format';
import { RevenueChart } from './RevenueChart';
import { StatusChart } from './StatusChart';

/** A chart's panel: a section named by its heading. */
function ChartPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: 2, height: '100%' }}
    >
      <Typography id={id} component="h3" variant="h6">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

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
        <ChartPanel id="revenue-per-day" title="Revenue per day">
          <Typography variant="body2" color="text.secondary">
            {formatRupees(range.revenue)} from {range.orders.toLocaleString('en-IN')} orders in the
            last {periodLabel}
          </Typography>
          <RevenueChart daily={range.daily} />
        </ChartPanel>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <ChartPanel id="orders-by-status" title="Orders by status">
          <StatusChart byStatus={range.byStatus} range={range} />
        </ChartPanel>
      </Grid>
    </Grid>
  );
}
