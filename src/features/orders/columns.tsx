import { styled } from '@mui/material/styles';
import {
  chipColumn,
  dateColumn,
  rupeeColumn,
  serialColumn,
  serverColumns,
  viewColumn,
  type ListColumn,
} from '@/components/columns';
import { CellText } from '@/components/listColumn';
import { orderNumberText } from '@/lib/orderNumber';
import { amountValue } from '@/lib/shopListRules';
import { ORDER_STATUS_CHOICES, orderStatusBadge } from '@/lib/orderStatus';
import { ORDER_SORTS, STATUS_FILTER } from './orderListQuery';
import type { OrderRow } from './orderRows';

/** A cell of two lines, a main text over a secondary one, styled once for every row. */
const TwoLines = styled('div')({ display: 'flex', flexDirection: 'column', minWidth: 0 });
const oneLine = {
  lineHeight: 1.3,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
const ProductName = styled('span')(({ theme }) => ({ ...theme.typography.body2, ...oneLine }));
const SecondLine = styled('span')(({ theme }) => ({
  ...theme.typography.caption,
  ...oneLine,
  color: (theme.vars ?? theme).palette.text.secondary,
}));
// The 20-character id wraps to a second line rather than lose its end, then ends in an
// ellipsis, as every list's text cells; in body2's size.
const OrderId = styled(CellText)(({ theme }) => ({ ...theme.typography.body2, lineHeight: 1.3 }));

function ProductCell({ row }: { row: OrderRow }) {
  return (
    <TwoLines title={`${row.productName}\n${row.coverage}`}>
      <ProductName>{row.productName}</ProductName>
      <SecondLine>{row.coverage}</SecondLine>
    </TwoLines>
  );
}

/** The order's id with its short number beneath, where the order has one. */
function OrderIdCell({ row }: { row: OrderRow }) {
  const number = orderNumberText(row.order);
  return (
    <TwoLines>
      <OrderId title={row.orderId}>{row.orderId}</OrderId>
      {number && <SecondLine title={number}>{number}</SecondLine>}
    </TwoLines>
  );
}

/** The card's title: the id and the short number, which the grid's cell shows in two lines. */
const idAndNumber = (_: string, row: OrderRow) =>
  [row.orderId, orderNumberText(row.order)].filter(Boolean).join(' · ');

/**
 * Order Management's columns; the only row button opens the order's details. The serial number
 * waits in the column menu: the others then fit beside the sidebar in a 1280 px window.
 */
export function orderColumns(
  onView: (row: OrderRow) => void,
  timeZone: string,
): ListColumn<OrderRow>[] {
  return [
    { ...serialColumn<OrderRow>('Sr No.'), hiddenAtFirst: true },
    {
      field: 'orderId',
      headerName: 'Order ID',
      width: 130,
      valueFormatter: idAndNumber,
      renderCell: OrderIdCell,
      card: 'title',
    },
    { field: 'userName', headerName: 'User', flex: 1, minWidth: 100 },
    // A card names the buyer and the product; the e-mail is in the order's details.
    { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 130, card: 'none' },
    {
      field: 'productName',
      headerName: 'Product',
      flex: 1.3,
      minWidth: 140,
      renderCell: ProductCell,
      card: 'detail',
    },
    {
      ...rupeeColumn<OrderRow>('amount', 'Amount'),
      valueGetter: (value: OrderRow['amount']) => amountValue(value),
    },
    {
      ...chipColumn<OrderRow>('status', 'Status', (row) => orderStatusBadge(row.status)),
      // Sorted and filtered by the label the admin sees, not the raw status.
      valueGetter: (value: string | undefined) => orderStatusBadge(value).label,
    },
    dateColumn<OrderRow>('createdAt', 'Date', { timeZone }),
    viewColumn<OrderRow>((row) => `View order ${row.orderId}`, onView),
  ];
}

/**
 * The columns, sortable and filtered as the paged list allows; the status filter offers each
 * status by its badge's name ('Unknown' for the orders without one).
 */
export const orderListColumns = (onView: (row: OrderRow) => void, timeZone: string) =>
  serverColumns(orderColumns(onView, timeZone), {
    sorts: ORDER_SORTS,
    filter: { field: STATUS_FILTER.field, values: ORDER_STATUS_CHOICES.map(({ value }) => value) },
  }).map((column) =>
    column.field === STATUS_FILTER.field
      ? { ...column, valueOptions: [...ORDER_STATUS_CHOICES] }
      : column,
  );
