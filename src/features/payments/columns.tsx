import { actionsColumn, chipColumn, type ListColumn } from '@/components/columns';
import type { StatusTone } from '@/components/StatusChip';
import { InvoiceActions, type InvoiceHandlers } from './InvoiceActions';
import { formatDollars, formatInvoiceDate } from './invoiceFormat';
import { INVOICE_STATUSES, type Invoice, type InvoiceStatus } from './paymentsSlice';

const STATUS_TONES: Record<InvoiceStatus, StatusTone> = {
  Paid: 'green',
  Pending: 'yellow',
  Failed: 'red',
};

/**
 * Invoice ID, Gift Card Name, Date, Amount, Status, Actions
 * (docs/requirements.md#payment-management).
 */
export function invoiceColumns(handlers: InvoiceHandlers<Invoice>): ListColumn<Invoice>[] {
  return [
    { field: 'id', headerName: 'Invoice ID', width: 160 },
    { field: 'giftCardName', headerName: 'Gift Card Name', flex: 1, minWidth: 180 },
    {
      field: 'date',
      headerName: 'Date',
      width: 140,
      valueFormatter: (_value: string, row: Invoice) => formatInvoiceDate(row),
      card: 'date',
    },
    {
      field: 'amount',
      headerName: 'Amount',
      width: 120,
      type: 'number',
      valueFormatter: (value: number) => formatDollars(value),
      card: 'amount',
    },
    chipColumn<Invoice>(
      'status',
      'Status',
      (row) => ({ label: row.status, tone: STATUS_TONES[row.status] }),
      { values: INVOICE_STATUSES },
    ),
    actionsColumn<Invoice>(
      (row) => <InvoiceActions invoice={row} number={row.id} {...handlers} />,
      90,
    ),
  ];
}
