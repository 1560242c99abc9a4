import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { DayRange, StatusCount } from '@/api/stats';
import { ordersLink } from '@/lib/links';
import { MISSING_ORDER_STATUS, orderStatusBadge } from '@/lib/orderStatus';
import type { StatusTone } from '@/components/StatusChip';

/** The status as Order Management's badge names it: 'Unknown' for none. */
const statusLabel = (status: string | null) => orderStatusBadge(status ?? undefined).label;
const ordersText = (orders: number) =>
  `${orders.toLocaleString('en-IN')} ${orders === 1 ? 'order' : 'orders'}`;

/** Each bar in its badge's colour, from the theme, so dark mode has its own. */
function useToneColours(): Record<StatusTone, string> {
  const { palette } = useTheme();
  return {
    green: palette.success.main,
    yellow: palette.warning.main,
    red: palette.error.main,
    grey: palette.grey[500],
  };
}

/**
 * The chosen period's orders by status. A bar opens Order Management filtered to its status
 * (the orders without one included) and the period's days; the links under the chart do the
 * same from the keyboard.
 */
export function StatusChart({
  byStatus,
  range,
}: {
  byStatus: readonly StatusCount[];
  range: DayRange;
}) {
  const navigate = useNavigate();
  const colours = useToneColours();
  const link = (status: string | null) =>
    ordersLink({ status: status ?? MISSING_ORDER_STATUS, from: range.from, to: range.to });
  return (
    <>
      <BarChart
        height={300}
        layout="horizontal"
        yAxis={[
          {
            scaleType: 'band',
            data: byStatus.map(({ status }) => statusLabel(status)),
            width: 96,
            colorMap: {
              type: 'ordinal',
              values: byStatus.map(({ status }) => statusLabel(status)),
              colors: byStatus.map(
                ({ status }) => colours[orderStatusBadge(status ?? undefined).tone],
              ),
            },
          },
        ]}
        series={[{ label: 'Orders', data: byStatus.map(({ orders }) => orders) }]}
        hideLegend
        onItemClick={(_event, { dataIndex }) => {
          const counted = byStatus[dataIndex];
          if (counted) void navigate(link(counted.status));
        }}
      />
      <List dense aria-label="Orders by status" sx={{ columns: { sm: 2 } }}>
        {byStatus.map(({ status, orders }) => (
          <ListItem key={status ?? ''} disableGutters>
            <Link
              component={RouterLink}
              to={link(status)}
              title={orderStatusBadge(status ?? undefined).hint}
            >
              {statusLabel(status)}: {ordersText(orders)}
            </Link>
          </ListItem>
        ))}
      </List>
    </>
  );
}
