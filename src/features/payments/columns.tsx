import type { GridColDef } from '@mui/x-data-grid';
import {
  actionsColumn,
  chipColumn,
  dateColumn,
  serverColumns,
  type ListColumn,
} from '@/components/columns';
import type { StatusTone } from '@/components/StatusChip';
import type { InvoiceStatus } from '../../../contract/invoices';
import { InvoiceActions, type InvoiceHandlers } from './InvoiceActions';
import { formatInvoiceAmount } from './invoiceFormat';
import { invoices, type Invoice } from './invoicesApi';

const STATUS_TONES: Record<InvoiceStatus, StatusTone> = { Paid: 'green', Void: 'red' };

const amountColumn: ListColumn<Invoice> = {
  field: 'amount',
  headerName: 'Amount',
  width: 120,
  type: 'number',
  valueFormatter: (_value: number, row: Invoice) => formatInvoiceAmount(row),
  card: 'amount',
};

/**
 * The specification's columns (Invoice ID, Gift Card Name, Date, Amount, Status, Actions),
 * sorted by the backend and filtered by status there (docs/decisions.md#content-on-the-server).
 */
export const invoiceColumns = (
  handlers: InvoiceHandlers<Invoice>,
  timeZone: string,
): GridColDef<Invoice>[] =>
  serverColumns(
    [
      { field: 'number', headerName: 'Invoice ID', width: 160 },
      { field: 'giftCardName', headerName: 'Gift Card Name', flex: 1, minWidth: 200 },
      dateColumn<Invoice>('date', 'Date', { timeZone }),
      amountColumn,
      chipColumn<Invoice>('status', 'Status', (row) => ({
        label: row.status,
        tone: STATUS_TONES[row.status],
      })),
      actionsColumn<Invoice>(
        (row) => <InvoiceActions invoice={row} number={row.number} {...handlers} />,
        90,
      ),
    ],
    invoices.spec,
  );
