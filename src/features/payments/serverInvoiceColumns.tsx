import type { GridColDef } from '@mui/x-data-grid';
import {
  actionsColumn,
  chipColumn,
  dateColumn,
  rupeeColumn,
  serverColumns,
} from '@/components/columns';
import type { StatusTone } from '@/components/StatusChip';
import type { InvoiceStatus } from '../../../contract/invoices';
import { InvoiceActions, type InvoiceHandlers } from './InvoiceActions';
import { invoices, type ServerInvoice } from './invoicesApi';

const STATUS_TONES: Record<InvoiceStatus, StatusTone> = { Paid: 'green', Void: 'red' };

/**
 * The specification's columns (Invoice ID, Gift Card Name, Date, Amount, Status, Actions) of the
 * server's invoices, in rupees, sorted by the server and filtered by status there
 * (docs/decisions.md#content-on-the-server).
 */
export const serverInvoiceColumns = (
  handlers: InvoiceHandlers<ServerInvoice>,
): GridColDef<ServerInvoice>[] =>
  serverColumns(
    [
      { field: 'number', headerName: 'Invoice ID', width: 160 },
      { field: 'giftCardName', headerName: 'Gift Card Name', flex: 1, minWidth: 200 },
      dateColumn<ServerInvoice>('date', 'Date'),
      rupeeColumn<ServerInvoice>('amount', 'Amount'),
      chipColumn<ServerInvoice>('status', 'Status', (row) => ({
        label: row.status,
        tone: STATUS_TONES[row.status],
      })),
      actionsColumn<ServerInvoice>(
        (row) => <InvoiceActions invoice={row} number={row.number} {...handlers} />,
        90,
      ),
    ],
    invoices.spec,
  );
