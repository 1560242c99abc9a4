import { useMemo } from 'react';
import { useGetOrdersQuery } from '@/api/orders';
import { useGetUsersQuery } from '@/api/users';
import { DataTable } from '@/components/DataTable';
import { ExportCsvButton } from '@/components/ExportCsvButton';
import { saveGridAsCsv } from '@/components/gridCsv';
import { ListToolbar, useListToolbar } from '@/components/ListToolbar';
import { TableSkeleton } from '@/components/TableSkeleton';
import { orderColumns } from './columns';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { ORDER_CSV_COLUMNS } from './orderCsv';
import { buildOrderRows, indexUsers, searchOrderRows } from './orderRows';
import type { ViewedOrder } from './useViewedOrder';

/**
 * Every order loaded at once (the requirements' /admin/orders/all), joined to its user and
 * searched in the browser: for a backend without the paged list.
 */
export function ClientOrderList({ viewed }: { viewed: ViewedOrder }) {
  const orders = useGetOrdersQuery();
  const users = useGetUsersQuery();
  const { query, gridApi, toolbar } = useListToolbar();
  const columns = useMemo(() => orderColumns(viewed.open), [viewed.open]);

  // The user lookup is built once per users change; until users arrive rows say 'Loading...'.
  const userIndex = useMemo(
    () => (users.isLoading ? undefined : indexUsers(users.data ?? [])),
    [users.isLoading, users.data],
  );
  const allRows = useMemo(
    () => buildOrderRows(orders.data ?? [], userIndex),
    [orders.data, userIndex],
  );
  const rows = useMemo(() => searchOrderRows(allRows, query), [allRows, query]);
  const viewing = allRows.find((row) => row.id === viewed.viewingId) ?? null;

  return (
    <>
      <ListToolbar
        {...toolbar}
        placeholder="Search orders..."
        searchLabel="Search orders"
        actions={
          <ExportCsvButton
            subject="orders"
            onExport={() => saveGridAsCsv(gridApi, ORDER_CSV_COLUMNS, 'orders')}
          />
        }
      />
      {orders.isLoading ? (
        <TableSkeleton rows={4} cells={8} />
      ) : (
        <DataTable
          label="Orders"
          rows={rows}
          columns={columns}
          emptyMessage={
            query && allRows.length > 0 ? 'No matching orders found' : 'No orders found'
          }
          apiRef={gridApi}
          rowHeight={60}
        />
      )}
      <OrderDetailsDialog row={viewing} onClose={viewed.close} />
    </>
  );
}
