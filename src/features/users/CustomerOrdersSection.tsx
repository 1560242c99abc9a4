import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@/api/orders';
import { selectDayZone } from '@/api/session';
import { useAppSelector } from '@/app/hooks';
import { LoadFailureAlert } from '@/components/LoadFailureAlert';
import { StatusChip } from '@/components/StatusChip';
import type { CustomerOrders } from '@/lib/customerOrders';
import { formatNumber, formatRupees, formatShortDate } from '@/lib/format';
import { orderLink, ordersLink } from '@/lib/links';
import { orderNumberText } from '@/lib/orderNumber';
import { orderStatusBadge } from '@/lib/orderStatus';
import { useCustomerOrders } from './useCustomerOrders';

/** One of the last orders: its id (opening its details), number, date, amount and status. */
function LastOrder({ order }: { order: Order }) {
  const timeZone = useAppSelector(selectDayZone);
  const id = String(order.id);
  const number = orderNumberText(order);
  return (
    // On a phone the id takes a line of its own, and the date, amount and status the next.
    <Stack
      component="li"
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' }, rowGap: 0.25 }}
    >
      <Link
        component={RouterLink}
        to={orderLink(id)}
        sx={{ minWidth: 0, flexBasis: { xs: '100%', sm: 'auto' } }}
        noWrap
      >
        {id}
      </Link>
      {number && (
        <Typography variant="body2" color="text.secondary" noWrap>
          {number}
        </Typography>
      )}
      <Typography variant="body2" noWrap>
        {formatShortDate(order.createdAt, timeZone)}
      </Typography>
      <Typography variant="body2" noWrap>
        {formatRupees(order.amount)}
      </Typography>
      <StatusChip {...orderStatusBadge(order.status)} />
    </Stack>
  );
}

function Figures({ userId, summary }: { userId: string; summary: CustomerOrders }) {
  return (
    <>
      <Typography variant="body2">
        {`Orders: ${formatNumber(summary.orderCount)} · Total spent: ${formatRupees(summary.totalSpent)}`}
      </Typography>
      {summary.lastOrders.length > 0 && (
        <Stack
          component="ul"
          aria-label="Last orders"
          spacing={0.5}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {summary.lastOrders.map((order) => (
            <LastOrder key={String(order.id)} order={order} />
          ))}
        </Stack>
      )}
      <Button
        component={RouterLink}
        to={ordersLink({ userId })}
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
      >
        View orders
      </Button>
    </>
  );
}

/**
 * The selected user's orders: how many, the paid ones' total in rupees (as the dashboard's
 * revenue counts them), the last few, and "View orders" opening Order Management filtered to them.
 */
export function CustomerOrdersSection({ userId }: { userId: string }) {
  const orders = useCustomerOrders(userId);
  if (orders.state === 'hidden') return null;
  return (
    <Stack component="section" aria-label="Orders" spacing={1} sx={{ pt: 1 }}>
      {orders.state === 'loading' && (
        <Skeleton variant="rounded" height={48} aria-label="Loading orders" />
      )}
      {orders.state === 'failed' && (
        <LoadFailureAlert
          what="orders"
          error={orders.error}
          fallback="Unknown error"
          onRetry={orders.retry}
        />
      )}
      {orders.state === 'shown' && <Figures userId={userId} summary={orders.summary} />}
    </Stack>
  );
}
