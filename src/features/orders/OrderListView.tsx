import { useMemo } from 'react';
import type { Pagination } from '@/api/pagedList';
import { DataTable } from '@/components/DataTable';
import { PagedListToolbar } from '@/components/PagedListToolbar';
import { TableSkeleton } from '@/components/TableSkeleton';
import type { PagedList } from '@/hooks/usePagedList';
import { usePagedListControls } from '@/hooks/usePagedListControls';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { orderListColumns } from './orderList';
import type { OrderRow } from './orderRows';
import type { ViewedOrder } from './useViewedOrder';

/**
 * The grid knows a row by its place on the page: a new search or page then changes the text of
 * the rows on screen, which is cheaper than unmounting them and making new ones.
 */
const rowPlace = (row: OrderRow) => row.srNo;

interface OrderListViewProps {
  list: PagedList;
  /** How long typing pauses before the search is written (0: at every key). */
  searchDelayMs: number;
  /** This page's rows and the list's pagination. */
  rows: OrderRow[];
  pagination: Pagination | undefined;
  /** Nothing to show yet: the skeleton. */
  loading: boolean;
  /** A new page is on its way: a bar over the rows still shown. */
  fetching: boolean;
  /** The list has rows and a search hides them all. */
  searchHidesAll: boolean;
  onExport: () => Promise<unknown> | void;
  viewed: ViewedOrder;
  /** The order whose details are open. */
  viewing: OrderRow | null;
}

/** What Order Management shows, whichever side pages it: the toolbar, the grid, the details. */
export function OrderListView({ list, viewed, ...props }: OrderListViewProps) {
  const columns = useMemo(() => orderListColumns(viewed.open), [viewed.open]);
  const { toolbar, grid, gridApi } = usePagedListControls(
    list,
    props.pagination,
    props.searchDelayMs,
  );
  return (
    <>
      <PagedListToolbar
        {...toolbar}
        placeholder="Search orders..."
        searchLabel="Search orders"
        subject="orders"
        onExport={props.onExport}
      />
      {props.loading ? (
        <TableSkeleton rows={4} cells={8} />
      ) : (
        <DataTable
          label="Orders"
          rows={props.rows}
          columns={columns}
          emptyMessage={props.searchHidesAll ? 'No matching orders found' : 'No orders found'}
          apiRef={gridApi}
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
