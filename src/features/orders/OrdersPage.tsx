import { useMemo, useState } from 'react';
import { useGetUsersQuery } from '@/api/users';
import { DataTable } from '@/components/DataTable';
import { ListToolbar, useListToolbar } from '@/components/ListToolbar';
import { PageHeader } from '@/components/PageHeader';
import { TableSkeleton } from '@/components/TableSkeleton';
import { orderColumns } from './columns';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { buildOrderRows, indexUsers, searchOrderRows, type OrderRow } from './orderRows';
import { useGetOrdersQuery } from './ordersApi';

/**
 * Order Management: read only; each order joined to its user; details on View
 * (docs/requirements.md#order-management).
 */
export default function OrdersPage() {
  const orders = useGetOrdersQuery();
  const users = useGetUsersQuery();
  const { query, gridApi, toolbar } = useListToolbar();
  const [viewing, setViewing] = useState<OrderRow | null>(null);
  const columns = useMemo(() => orderColumns(setViewing), []);

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
      <PageHeader title="Order Management" />
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
      <OrderDetailsDialog row={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
