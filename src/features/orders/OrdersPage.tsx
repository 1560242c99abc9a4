import { useMemo, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { GridColDef } from '@mui/x-data-grid';
import { useGetUsersQuery } from '@/api/users';
import { DataTable } from '@/components/DataTable';
import { ListToolbar, useListToolbar } from '@/components/ListToolbar';
import { PageHeader } from '@/components/PageHeader';
import { StatusChip } from '@/components/StatusChip';
import { TableSkeleton } from '@/components/TableSkeleton';
import { formatRupees, formatShortDate } from '@/lib/format';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { buildOrderRows, indexUsers, searchOrderRows, type OrderRow } from './orderRows';
import { useGetOrdersQuery } from './ordersApi';
import { orderStatusBadge } from './orderStatus';

const amountValue = (amount: OrderRow['amount']) => {
  const value = Number(amount);
  return amount === null || amount === undefined || amount === '' || Number.isNaN(value)
    ? null
    : value;
};

function useColumns(onView: (row: OrderRow) => void) {
  return useMemo<GridColDef<OrderRow>[]>(
    () => [
      {
        field: 'srNo',
        headerName: 'Sr No.',
        width: 80,
        type: 'number',
        align: 'left',
        headerAlign: 'left',
      },
      { field: 'orderId', headerName: 'Order ID', width: 150 },
      { field: 'userName', headerName: 'User', flex: 1, minWidth: 150 },
      { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
      {
        field: 'productName',
        headerName: 'Product',
        flex: 1.3,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Stack sx={{ lineHeight: 1.3, minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {row.productName}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap>
              {row.coverage}
            </Typography>
          </Stack>
        ),
      },
      {
        field: 'amount',
        headerName: 'Amount',
        width: 130,
        type: 'number',
        valueGetter: (value: OrderRow['amount']) => amountValue(value),
        valueFormatter: (value: number | null) => formatRupees(value),
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 130,
        valueGetter: (value: string | undefined) => orderStatusBadge(value).label,
        renderCell: ({ row }) => {
          const badge = orderStatusBadge(row.status);
          return <StatusChip label={badge.label} tone={badge.tone} />;
        },
      },
      {
        field: 'createdAt',
        headerName: 'Date',
        width: 130,
        type: 'date',
        valueFormatter: (value: Date | null) => formatShortDate(value),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 90,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <IconButton
            aria-label={`View order ${row.orderId}`}
            onClick={() => onView(row)}
            size="small"
          >
            <VisibilityIcon fontSize="small" />
          </IconButton>
        ),
      },
    ],
    [onView],
  );
}

/**
 * Order Management: read only; each order joined to its user; details on View
 * (docs/requirements.md#order-management).
 */
export default function OrdersPage() {
  const orders = useGetOrdersQuery();
  const users = useGetUsersQuery();
  const { query, gridApi, toolbar } = useListToolbar();
  const [viewing, setViewing] = useState<OrderRow | null>(null);
  const columns = useColumns(setViewing);

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
