/** How an invoice reads in View Details: who bought what, and its amount's GST. */
import { formatRupees, formatShortDate, NOT_AVAILABLE } from '@/lib/format';
import { formatInvoiceAmount } from './invoiceFormat';
import type { InvoiceDetails } from './invoicesApi';

/** An invoice's fields as labelled, displayed values. */
type InvoiceFields = [label: string, value: string][];

export function invoiceFields(invoice: InvoiceDetails, timeZone: string): InvoiceFields {
  const { orderId, taxableValue, taxLines = [] } = invoice;
  // The server's invoices are made from an order, with its taxes; the tab's sample has neither.
  const ofOrder = (fields: InvoiceFields) => (orderId === undefined ? [] : fields);
  const voided: InvoiceFields =
    invoice.status === 'Void'
      ? [
          [
            'Voided',
            `${formatShortDate(invoice.voidedAt, timeZone)} by ${invoice.voidedBy ?? NOT_AVAILABLE}`,
          ],
        ]
      : [];
  return [
    ['Invoice ID', invoice.number],
    ...ofOrder([['Order ID', orderId ?? '']]),
    ['Gift Card Name', invoice.giftCardName],
    ...ofOrder([
      ['Buyer', invoice.buyerName ?? NOT_AVAILABLE],
      ['Email', invoice.buyerEmail ?? NOT_AVAILABLE],
    ]),
    ['Date', formatShortDate(invoice.date, timeZone)],
    ...ofOrder([
      ['Taxable value', formatRupees(taxableValue)],
      ...taxLines.map(({ name, rate, amount }): [string, string] => [
        `${name} ${rate}%`,
        formatRupees(amount),
      ]),
    ]),
    ['Amount', formatInvoiceAmount(invoice)],
    ['Status', invoice.status],
    ...voided,
  ];
}
