import { LineChart } from '@mui/x-charts/LineChart';
import type { DayTotals } from '@/api/stats';
import { formatRupees } from '@/lib/format';

const dayLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/**
 * Revenue per day over the chosen period, with the day's orders on a second axis; the tooltip
 * gives both for a day.
 */
export function RevenueChart({ daily }: { daily: readonly DayTotals[] }) {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: daily.map(({ day }) => new Date(`${day}T00:00:00Z`)),
          valueFormatter: (value: Date) => dayLabel.format(value),
        },
      ]}
      yAxis={[
        {
          id: 'revenue',
          valueFormatter: (value: number) => compactRupees.format(value),
          width: 64,
        },
        { id: 'orders', position: 'right', width: 48 },
      ]}
      series={[
        {
          label: 'Revenue',
          yAxisId: 'revenue',
          data: daily.map(({ revenue }) => revenue),
          valueFormatter: (value) => formatRupees(value),
          area: true,
          curve: 'linear',
          showMark: false,
        },
        {
          label: 'Orders',
          yAxisId: 'orders',
          data: daily.map(({ orders }) => orders),
          curve: 'linear',
          showMark: false,
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
