import { useMemo } from 'react';
import type { Pagination } from '@/api/pagedList';
import { CreatedDaysChip } from '@/components/CreatedDaysChip';
import { DataTable } from '@/components/DataTable';
import { ExportCsvButton } from '@/components/ExportCsvButton';
import { ListToolbar } from '@/components/ListToolbar';
import { TableSkeleton } from '@/components/TableSkeleton';
import type { PagedList } from '@/hooks/usePagedList';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { orderListColumns } from './orderList';
import type { OrderRow } from './orderRows';
import type { ViewedOrder } from './useViewedOrder';

/**
 * The grid knows a row by its place on the page: a new search or page then changes the text of
 * the rows on screen rather than replacing them, which took most of a key's time.
 */
const rowPlace = (row: OrderRow) => row.srNo;

interface OrderListViewProps {
  list: PagedList;
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
  const { from, to } = list.request;
  return (
    <>
      <ListToolbar
        {...list.toolbar}
        placeholder="Search orders..."
        searchLabel="Search orders"
        actions={
          <>
            <CreatedDaysChip from={from} to={to} onClear={list.clearCreated} />
            <ExportCsvButton subject="orders" onExport={props.onExport} />
          </>
        }
      />
      {props.loading ? (
        <TableSkeleton rows={4} cells={8} />
      ) : (
        <DataTable
          label="Orders"
          rows={props.rows}
          columns={columns}
          emptyMessage={props.searchHidesAll ? 'No matching orders found' : 'No orders found'}
          apiRef={list.toolbar.gridApi}
          getRowId={rowPlace}
          rowHeight={60}
          loading={props.fetching}
          server={list.grid(props.pagination)}
        />
      )}
      <OrderDetailsDialog row={props.viewing} onClose={viewed.close} />
    </>
  );
}
