/** How an invoice's amount reads, and the file the tab writes of its sample invoice. */
import { csvColumns, toCsv } from '@/lib/csv';
import { formatRupees } from '@/lib/format';
import type { Invoice } from './invoicesApi';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * The server's invoices are in rupees; the specification's sample shows as '$100'
 * (docs/requirements.md#payment-management): whole dollars without cents, others with two decimals.
 */
export function formatInvoiceAmount({ amount, currency }: Pick<Invoice, 'amount' | 'currency'>) {
  if (currency !== 'USD') return formatRupees(amount);
  return Number.isInteger(amount)
    ? dollars.format(amount).replace(/\.00$/, '')
    : dollars.format(amount);
}

/**
 * A two-line CSV for a spreadsheet: a header and the invoice's values in plain form (ISO date,
 * amount with its currency code) rather than as displayed; written as every CSV file of the
 * web app is (toCsv: the byte order mark, each field by the one rule).
 */
export function invoiceCsv(invoice: Invoice): string {
  const columns = csvColumns(
    ['Invoice ID', 'Gift Card Name', 'Date', 'Amount', 'Currency', 'Status'],
    {
      'Invoice ID': (row: Invoice) => row.number,
      'Gift Card Name': (row) => row.giftCardName,
      Date: (row) => row.date.slice(0, 10),
      Amount: (row) => row.amount.toFixed(2),
      Currency: (row) => row.currency ?? 'INR',
      Status: (row) => row.status,
    },
  );
  return toCsv(columns, [invoice]);
}
