import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { GridColDef } from '@mui/x-data-grid';
import {
  actionsColumn,
  chipColumn,
  dateColumn,
  rupeeColumn,
  serialColumn,
} from '@/components/columns';
import { amountValue, type OrderRow } from './orderRows';
import { orderStatusBadge } from '@/lib/orderStatus';

function ProductCell({ row }: { row: OrderRow }) {
  return (
    <Stack sx={{ lineHeight: 1.3, minWidth: 0 }}>
      <Typography variant="body2" noWrap>
        {row.productName}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        {row.coverage}
      </Typography>
    </Stack>
  );
}

/** Order Management's columns; the only row button opens the order's details. */
export function orderColumns(onView: (row: OrderRow) => void): GridColDef<OrderRow>[] {
  return [
    serialColumn<OrderRow>('Sr No.', 80),
    { field: 'orderId', headerName: 'Order ID', width: 150 },
    { field: 'userName', headerName: 'User', flex: 1, minWidth: 150 },
    { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
    {
      field: 'productName',
      headerName: 'Product',
      flex: 1.3,
      minWidth: 220,
      renderCell: ({ row }) => <ProductCell row={row} />,
    },
    {
      ...rupeeColumn<OrderRow>('amount', 'Amount', 130),
      valueGetter: (value: OrderRow['amount']) => amountValue(value),
    },
    {
      ...chipColumn<OrderRow>('status', 'Status', (row) => orderStatusBadge(row.status), {
        width: 130,
      }),
      // Sorted and filtered by the label the admin sees, not the raw status.
      valueGetter: (value: string | undefined) => orderStatusBadge(value).label,
    },
    dateColumn<OrderRow>('createdAt', 'Date'),
    actionsColumn<OrderRow>(
      (row) => (
        <IconButton
          aria-label={`View order ${row.orderId}`}
          onClick={() => onView(row)}
          size="small"
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      ),
      90,
    ),
  ];
}
