import Button from '@mui/material/Button';
import ImageIcon from '@mui/icons-material/Image';
import {
  editDeleteColumn,
  dateColumn,
  serialColumn,
  type ListColumn,
  type RowHandlers,
} from '@/components/columns';
import { fromDateInput } from '@/lib/format';

/** What a payment of either mode shows: its fields, its date as the date input's 'YYYY-MM-DD'. */
export interface ShownPayment {
  id: string | number;
  receiver: string;
  note: string;
  txnId: string;
  date: string;
}

export type WalletRow<T extends ShownPayment> = T & { srNo: number };

interface WalletHandlers<T> extends RowHandlers<T> {
  onViewScreenshot: (payment: T) => void;
}

/**
 * Sr. No, Receiver Name, Note, Trans. ID, Date, Screenshot (View), Actions
 * (docs/requirements.md#wallet-management); the payment itself is the row, numbered.
 */
export function walletColumns<T extends ShownPayment>({
  onViewScreenshot,
  ...handlers
}: WalletHandlers<T>): ListColumn<WalletRow<T>>[] {
  type Row = WalletRow<T>;
  // TypeScript cannot tell that a generic row has the fields of ShownPayment, nor which branch of
  // the options' type it takes: the row is the payment, numbered.
  const date = 'date' as Extract<keyof Row, string>;
  const options = {
    subject: (row: Row) => `transaction ${row.txnId}`,
    item: (row: Row): T => row,
  } as unknown as Parameters<typeof editDeleteColumn<Row, T>>[1];
  return [
    serialColumn<Row>(),
    { field: 'receiver', headerName: 'Receiver Name', flex: 1, minWidth: 120 },
    { field: 'note', headerName: 'Note', flex: 1.2, minWidth: 120 },
    { field: 'txnId', headerName: 'Trans. ID', width: 130 },
    dateColumn<Row>(date, 'Date', { toDate: fromDateInput }),
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
          size="small"
          startIcon={<ImageIcon />}
          aria-label={`View screenshot for ${row.txnId}`}
          onClick={() => onViewScreenshot(row)}
        >
          View
        </Button>
      ),
    },
    editDeleteColumn<Row, T>(handlers, options),
  ];
}
