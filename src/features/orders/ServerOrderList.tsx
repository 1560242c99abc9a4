import { useMemo } from 'react';
import { useExportCsvMutation } from '@/api/csvExport';
import { API_PATHS } from '@/api/endpoints';
import { useGetOrderQuery, useGetOrdersPageQuery, type OrderSort } from '@/api/orders';
import { DataTable } from '@/components/DataTable';
import { CreatedDaysChip } from '@/components/CreatedDaysChip';
import { ExportCsvButton } from '@/components/ExportCsvButton';
import { ListToolbar } from '@/components/ListToolbar';
import { TableSkeleton } from '@/components/TableSkeleton';
import { serverColumns } from '@/components/columns';
import { useServerList } from '@/hooks/useServerList';
import { orderColumns } from './columns';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { pagedOrderRows, type OrderRow } from './orderRows';
import { ORDER_STATUS_CHOICES } from '@/lib/orderStatus';
import type { ViewedOrder } from './useViewedOrder';

/** Each sortable column and the server's sort key for it: every column but the serial number. */
const SORTS = {
  orderId: 'orderId',
  userName: 'userName',
  email: 'email',
  productName: 'productName',
  amount: 'amount',
  status: 'status',
  createdAt: 'createdAt',
} as const satisfies Record<string, OrderSort>;

const STATUS_FILTER = { field: 'status', param: 'status' } as const;

/** The viewed order's row: from the page when it is there, else asked of the server by id. */
function useViewedRow(rows: readonly OrderRow[], id: string | null): OrderRow | null {
  const onPage = rows.find((row) => row.id === id);
  // currentData: never the details of the order viewed before, while this one loads.
  const { currentData } = useGetOrderQuery(id ?? '', {
    skip: id === null || onPage !== undefined,
  });
  if (id === null) return null;
  return onPage ?? (currentData ? (pagedOrderRows([currentData], 0)[0] ?? null) : null);
}

/**
 * One page of orders at a time from the server (docs/api.md#paged-users-and-orders), which
 * searches, sorts, filters by status and joins each order to its user; the page, the search,
 * the sort and the filter live in the URL. The last page stays on screen while the next loads.
 */
export function ServerOrderList({ viewed }: { viewed: ViewedOrder }) {
  const list = useServerList({ sorts: SORTS, defaultSort: 'createdAt', filter: STATUS_FILTER });
  const { data, isLoading, isFetching } = useGetOrdersPageQuery(list.request);
  const columns = useMemo(
    () =>
      serverColumns(orderColumns(viewed.open), SORTS, {
        field: STATUS_FILTER.field,
        values: ORDER_STATUS_CHOICES,
      }),
    [viewed.open],
  );
  const rows = useMemo(() => {
    const { page, pageSize } = data?.pagination ?? { page: 1, pageSize: 0 };
    return pagedOrderRows(data?.items ?? [], (page - 1) * pageSize);
  }, [data]);
  const viewing = useViewedRow(rows, viewed.viewingId);
  const [exportCsv] = useExportCsvMutation();
  const { q, sort, order, status, from, to } = list.request;
  const actions = (
    <>
      <CreatedDaysChip from={from} to={to} onClear={list.clearCreated} />
      <ExportCsvButton
        subject="orders"
        onExport={() =>
          exportCsv({
            path: API_PATHS.ordersCsv,
            list: 'orders',
            query: { q, sort, order, status, from, to },
          }).unwrap()
        }
      />
    </>
  );

  return (
    <>
      <ListToolbar
        {...list.toolbar}
        placeholder="Search orders..."
        searchLabel="Search orders"
        actions={actions}
      />
      {isLoading ? (
        <TableSkeleton rows={4} cells={8} />
      ) : (
        <DataTable
          label="Orders"
          rows={rows}
          columns={columns}
          emptyMessage={list.request.q ? 'No matching orders found' : 'No orders found'}
          apiRef={list.toolbar.gridApi}
          rowHeight={60}
          loading={isFetching}
          server={list.grid(data?.pagination)}
        />
      )}
      <OrderDetailsDialog row={viewing} onClose={viewed.close} />
    </>
  );
}
