/** How an invoice reads on screen and in its downloaded file. */
import { formatShortDate, fromDateInput } from '@/lib/format';
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
export function invoiceFields(invoice: Invoice): [label: string, value: string][] {
  return [
    ['Invoice ID', invoice.id],
    ['Gift Card Name', invoice.giftCardName],
    ['Date', formatInvoiceDate(invoice)],
    ['Amount', formatDollars(invoice.amount)],
    ['Status', invoice.status],
  ];
}

const csvCell = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

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
  return `${[header, values].map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Saves text as a file through a temporary object URL and a download link. */
export function downloadText(filename: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has started with the URL.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
