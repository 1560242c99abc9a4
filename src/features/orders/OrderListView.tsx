import { useMemo } from 'react';
import { DataTable } from '@/components/DataTable';
import { PagedListToolbar } from '@/components/PagedListToolbar';
import { TableSkeleton } from '@/components/TableSkeleton';
import { BUYER_PARAM } from '@/lib/listParams';
import {
  usePagedListControls,
  type ListToolbarTexts,
  type PagedListViewProps,
} from '@/hooks/usePagedListControls';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { orderListColumns } from './columns';
import type { OrderRow } from './orderRows';
import type { ViewedOrder } from './useOrderDetails';

/**
 * The grid knows a row by its place on the page: a new search or page then changes the text of
 * the rows on screen, which is cheaper than unmounting them and making new ones.
 */
const rowPlace = (row: OrderRow) => row.srNo;

const ORDER_TOOLBAR: ListToolbarTexts = {
  placeholder: 'Search orders...',
  searchLabel: 'Search orders',
  subject: 'orders',
};

interface OrderListViewProps extends PagedListViewProps<OrderRow> {
  /** A new page is on its way: a bar over the rows still shown. */
  fetching: boolean;
  /** The list has rows and a search hides them all. */
  searchHidesAll: boolean;
  viewed: ViewedOrder;
  /** The order whose details are open. */
  viewing: OrderRow | null;
  /** The name of the customer the list is narrowed to (`?userId=`), if it is. */
  customer?: string;
}

/** What Order Management shows, whichever side pages it: the toolbar, the grid, the details. */
export function OrderListView({ viewed, customer, ...props }: OrderListViewProps) {
  const columns = useMemo(() => orderListColumns(viewed.open), [viewed.open]);
  const { toolbar, grid, gridApi } = usePagedListControls(props, ORDER_TOOLBAR);
  const { change } = props.list;
  const filters = useMemo(
    () =>
      customer === undefined
        ? []
        : [
            {
              key: BUYER_PARAM,
              label: `Customer: ${customer}`,
              onRemove: () => change({ [BUYER_PARAM]: '' }),
            },
          ],
    [customer, change],
  );
  return (
    <>
      <PagedListToolbar {...toolbar} filters={filters} />
      {props.loading ? (
        <TableSkeleton rows={4} cells={8} />
      ) : (
        <DataTable
          label="Orders"
          rows={props.rows}
          columns={columns}
          emptyMessage={props.searchHidesAll ? 'No matching orders found' : 'No orders found'}
          apiRef={gridApi}
          onRowClick={viewed.open}
          getRowId={rowPlace}
          rowHeight={60}
          loading={props.fetching}
          server={grid}
        />
      )}
      <OrderDetailsDialog row={props.viewing} onClose={viewed.close} />
    </>
  );
}
