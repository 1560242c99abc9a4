import Button from '@mui/material/Button';
import ImageIcon from '@mui/icons-material/Image';
import {
  editDeleteColumn,
  dateColumn,
  rupeeColumn,
  serialColumn,
  serverColumns,
  type ListColumn,
} from '@/components/columns';
import type { KeptRowHandlers } from '@/hooks/useCrudScreen';
import { fromDateInput } from '@/lib/format';
import { PLACEHOLDER_IMAGE } from '@/lib/images';
import { SCREENSHOT, walletPayments, type WalletPayment } from './walletApi';
import { ROW_BUTTON } from '@/components/RowActions';

/** A payment as its row shows it: numbered across the pages. */
export type WalletRow = WalletPayment & { srNo: number };

/**
 * Sr. No, Receiver Name, Note, Trans. ID, Date, Amount (₹), Screenshot (View), Actions
 * (docs/requirements.md#wallet-management, with the amount of
 * docs/decisions.md#content-on-the-server), sorted by receiver, date and amount.
 */
export function walletColumns({
  onPreview,
  ...handlers
}: KeptRowHandlers<WalletPayment>): ListColumn<WalletRow>[] {
  const columns: ListColumn<WalletRow>[] = [
    serialColumn<WalletRow>(),
    { field: 'receiver', headerName: 'Receiver Name', flex: 1, minWidth: 120 },
    { field: 'note', headerName: 'Note', flex: 1.2, minWidth: 120 },
    { field: 'txnId', headerName: 'Trans. ID', width: 150 },
    dateColumn<WalletRow>('date', 'Date', { toDate: fromDateInput }),
    rupeeColumn<WalletRow>('amount', 'Amount (₹)'),
    {
      field: 'screenshot',
      headerName: 'Screenshot',
      width: 100,
      sortable: false,
      filterable: false,
      // On a phone's card, beside Edit and Delete.
      card: 'actions',
      renderCell: ({ row }) => (
        <Button
          {...ROW_BUTTON}
          startIcon={<ImageIcon />}
          aria-label={`View screenshot for ${row.txnId}`}
          onClick={() =>
            onPreview({
              title: `Payment screenshot for ${row.txnId}`,
              src: row.screenshot ?? PLACEHOLDER_IMAGE,
              of: SCREENSHOT,
            })
          }
        >
          View
        </Button>
      ),
    },
    editDeleteColumn<WalletRow>(handlers, {
      subject: (row) => `transaction ${row.txnId}`,
    }),
  ];
  return serverColumns(columns, walletPayments.spec);
}
