/** How an invoice reads on screen and in its downloaded file. */
import { csvField } from '@/lib/csv';
import { formatShortDate, fromDateInput } from '@/lib/format';
import type { InvoiceFields } from './InvoiceDetailsDialog';
import type { Invoice } from './paymentsSlice';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * The sample shows as '$100' (docs/requirements.md#payment-management): whole amounts without
 * cents, others with two decimals.
 */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount)
    ? dollars.format(amount).replace(/\.00$/, '')
    : dollars.format(amount);
}

export const formatInvoiceDate = (invoice: Invoice) => formatShortDate(fromDateInput(invoice.date));

/** The invoice's fields as labelled, displayed values, for the details dialog. */
export function invoiceFields(invoice: Invoice): InvoiceFields {
  return [
    ['Invoice ID', invoice.id],
    ['Gift Card Name', invoice.giftCardName],
    ['Date', formatInvoiceDate(invoice)],
    ['Amount', formatDollars(invoice.amount)],
    ['Status', invoice.status],
  ];
}

/**
 * A two-line CSV for a spreadsheet: a header and the invoice's values in plain form (ISO date,
 * amount with its currency code) rather than as displayed.
 */
export function invoiceCsv(invoice: Invoice): string {
  const header = ['Invoice ID', 'Gift Card Name', 'Date', 'Amount', 'Currency', 'Status'];
  const values = [
    invoice.id,
    invoice.giftCardName,
    invoice.date,
    invoice.amount.toFixed(2),
    'USD',
    invoice.status,
  ];
  return `${[header, values].map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}
