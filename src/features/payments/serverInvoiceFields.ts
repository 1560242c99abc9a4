/** How a server invoice reads in View Details: who bought what, and its amount's GST. */
import { formatRupees, formatShortDate, NOT_AVAILABLE } from '@/lib/format';
import type { InvoiceFields } from './InvoiceDetailsDialog';
import type { InvoiceDetails } from './invoicesApi';

export function serverInvoiceFields(invoice: InvoiceDetails): InvoiceFields {
  const voided: InvoiceFields =
    invoice.status === 'Void'
      ? [['Voided', `${formatShortDate(invoice.voidedAt)} by ${invoice.voidedBy ?? NOT_AVAILABLE}`]]
      : [];
  return [
    ['Invoice ID', invoice.number],
    ['Order ID', invoice.orderId],
    ['Gift Card Name', invoice.giftCardName],
    ['Buyer', invoice.buyerName ?? NOT_AVAILABLE],
    ['Email', invoice.buyerEmail ?? NOT_AVAILABLE],
    ['Date', formatShortDate(invoice.date)],
    ['Taxable value', formatRupees(invoice.taxableValue)],
    ...invoice.taxLines.map(({ name, rate, amount }): [string, string] => [
      `${name} ${rate}%`,
      formatRupees(amount),
    ]),
    ['Amount', formatRupees(invoice.amount)],
    ['Status', invoice.status],
    ...voided,
  ];
}
