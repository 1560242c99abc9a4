import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { selectDayZone } from '@/api/session';
import { useAppSelector } from '@/app/hooks';
import { detailsDialogOf } from '@/components/DetailsDialog';
import { DetailsList } from '@/components/DetailsList';
import { StatusChip } from '@/components/StatusChip';
import { formatDateTime, formatRupees, NOT_AVAILABLE } from '@/lib/format';
import { orderUserId } from '@/lib/customerOrders';
import { userLink } from '@/lib/links';
import type { OrderRow } from './orderRows';
import { known } from './useOrderDetails';
import { orderStatusBadge, paymentStatusBadge, type StatusBadge } from '@/lib/orderStatus';

type Value = ReactNode | StatusBadge;

const isBadge = (value: Value): value is StatusBadge =>
  typeof value === 'object' && value !== null && 'tone' in value && 'label' in value;

function Section({ title, items }: { title: string; items: [string, Value][] }) {
  const headingId = `order-section-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <DetailsList
        labelWidth={180}
        items={items.map(([label, value]) => [
          label,
          isBadge(value) ? <StatusChip label={value.label} tone={value.tone} /> : value,
        ])}
      />
    </Box>
  );
}

/** The present entries only: optional details are left out rather than shown empty. */
function present(entries: [string, string | undefined][]): [string, string][] {
  return entries.filter((entry): entry is [string, string] => Boolean(entry[1]?.toString().trim()));
}

/**
 * The buyer's name, a link that opens them on User Management (selected, and searched for by
 * email so that a paged list has them on its first page); plain text for a buyer the shop does
 * not have.
 */
function BuyerName({ row }: { row: OrderRow }) {
  const userId = orderUserId(row.order);
  const search = known(row.email) || known(row.userName);
  if (userId === undefined || !search) return row.userName;
  return (
    <Link component={RouterLink} to={userLink(String(userId), search)}>
      {row.userName}
    </Link>
  );
}

/** The five sections; optional details are left out rather than shown empty. */
function OrderSections({ row, order }: { row: OrderRow; order: OrderRow['order'] }) {
  const timeZone = useAppSelector(selectDayZone);
  const additional = present([
    ['IMEI Number', order.imei_number],
    ['Model Number', order.model_number],
    ['Additional Info', order.additional_info],
  ]);
  return (
    <>
      <Section
        title="Order Information"
        items={[
          ['Order ID', row.orderId],
          ...present([['Order Number', order.airlo_order_id]]),
          ['Status', orderStatusBadge(order.status)],
          ['Created', formatDateTime(order.createdAt, timeZone)],
          ['Updated', formatDateTime(order.updatedAt, timeZone)],
        ]}
      />
      <Section
        title="User Information"
        items={[
          ['Name', <BuyerName row={row} />],
          ['Email', row.email],
          ['User ID', String(orderUserId(order) ?? NOT_AVAILABLE)],
        ]}
      />
      <Section
        title="Product Information"
        items={[
          ['Product', order.product_name || NOT_AVAILABLE],
          ['Coverage', order.coverage || NOT_AVAILABLE],
          ['Amount', formatRupees(order.amount)],
          ...present([['Plan Type', order.plan_type]]),
        ]}
      />
      <Section
        title="Payment Information"
        items={[
          ['Payment Status', paymentStatusBadge(order.payment_status, order.status)],
          ...present([
            ['Transaction ID', order.transaction_id],
            ['Payment Method', order.payment_method],
          ]),
        ]}
      />
      {additional.length > 0 && <Section title="Additional Details" items={additional} />}
    </>
  );
}

/**
 * Order Details: five sections, 90% of the screen high, capped width, a Close button
 * (docs/requirements.md#order-management).
 */
export const OrderDetailsDialog = detailsDialogOf<OrderRow>({
  titleId: 'order-details-title',
  title: (shown) => (
    <>
      Order Details
      <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
        #{shown.orderId}
      </Typography>
    </>
  ),
  size: { fullWidth: true, height: '90vh' },
  scrolls: true,
  closeVariant: 'contained',
  children: (shown) => <OrderSections row={shown} order={shown.order} />,
});
