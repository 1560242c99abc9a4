import Button from '@mui/material/Button';
import ImageIcon from '@mui/icons-material/Image';
import type { GridColDef } from '@mui/x-data-grid';
import { editDeleteColumn, dateColumn, serialColumn, type RowHandlers } from '@/components/columns';
import { fromDateInput } from '@/lib/format';
import type { WalletPayment } from './walletSlice';

export type WalletRow = WalletPayment & { srNo: number };

interface WalletHandlers extends RowHandlers<WalletPayment> {
  onViewScreenshot: (payment: WalletPayment) => void;
}

/**
 * Sr. No, Receiver Name, Note, Trans. ID, Date, Screenshot (View), Actions
 * (docs/requirements.md#wallet-management).
 */
export function walletColumns({
  onViewScreenshot,
  ...handlers
}: WalletHandlers): GridColDef<WalletRow>[] {
  return [
    serialColumn<WalletRow>(),
    { field: 'receiver', headerName: 'Receiver Name', flex: 1, minWidth: 160 },
    { field: 'note', headerName: 'Note', flex: 1.2, minWidth: 180 },
    { field: 'txnId', headerName: 'Trans. ID', width: 160 },
    dateColumn<WalletRow>('date', 'Date', { toDate: fromDateInput }),
    {
      field: 'screenshot',
      headerName: 'Screenshot',
      width: 120,
      sortable: false,
      filterable: false,
      renderCell: ({ row }) => (
        <Button
          size="small"
          startIcon={<ImageIcon />}
          aria-label={`View screenshot for ${row.txnId}`}
          onClick={() => onViewScreenshot(row)}
        >
          View
        </Button>
      ),
    },
    editDeleteColumn<WalletRow, WalletPayment>(handlers, {
      subject: (row) => `transaction ${row.txnId}`,
    }),
  ];
}
