import { useMemo } from 'react';
import { useGetUsersQuery } from '@/api/users';
import { DataTable } from '@/components/DataTable';
import { ListToolbar, useListToolbar } from '@/components/ListToolbar';
import { TableSkeleton } from '@/components/TableSkeleton';
import { orderColumns } from './columns';
import { buildOrderRows, indexUsers, searchOrderRows, type OrderRow } from './orderRows';
import { useGetOrdersQuery } from './ordersApi';

/**
 * Every order loaded at once (the requirements' /admin/orders/all), joined to its user and
 * searched in the browser: for a backend without the paged list.
 */
export function ClientOrderList({ onView }: { onView: (row: OrderRow) => void }) {
  const orders = useGetOrdersQuery();
  const users = useGetUsersQuery();
  const { query, gridApi, toolbar } = useListToolbar();
  const columns = useMemo(() => orderColumns(onView), [onView]);

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

  return (
    <>
      <ListToolbar {...toolbar} placeholder="Search orders..." searchLabel="Search orders" />
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
    </>
  );
}
