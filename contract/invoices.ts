/**
 * The invoices on the wire (docs/api.md#invoices): one for each paid gift-card order, made by the
 * server from the orders (migration 019) and never typed in. Its id is its number in one gapless
 * sequence, 1, 2, 3 …, shown as 'INV-000001'. An invoice is not edited; voiding it (DELETE) keeps
 * it, marked Void. Its amount is the order's, in rupees, GST included (taxLines says how).
 */
import { Type, type Static } from '@sinclair/typebox';

import { stringEnum } from './common';
import { pageQuery } from './shopLists';

export const INVOICE_STATUSES = ['Paid', 'Void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A text the database leaves out when it is null. */
const optionalText = (description: string) => Type.Optional(Type.String({ description }));

/** An invoice as a page lists it, and as its details start. */
export const invoiceSchema = Type.Object({
  id: Type.Integer({ minimum: 1, description: 'Its place in the gapless sequence.' }),
  number: Type.String({ description: "'INV-000123': the id with at least six digits." }),
  orderId: Type.String({ description: 'The gift-card order it is for.' }),
  giftCardName: Type.String({ description: "The order's product name." }),
  buyerName: optionalText('As the order named its buyer when the invoice was made.'),
  buyerEmail: optionalText('As the order named its buyer when the invoice was made.'),
  amount: Type.Number({ description: 'Rupees, GST included.' }),
  date: Type.String({ description: "ISO 8601, UTC: the order's date." }),
  status: stringEnum(INVOICE_STATUSES),
  voidedAt: optionalText('ISO 8601, UTC; only when void.'),
  voidedBy: optionalText('The admin who voided it, by e-mail; only when void.'),
  version: Type.Integer({ minimum: 1 }),
});
export type Invoice = Static<typeof invoiceSchema>;

/** One tax of the amount: 'CGST' at 9 (per cent), in rupees. */
export const taxLineSchema = Type.Object({
  name: Type.String(),
  rate: Type.Number({ description: 'Per cent.' }),
  amount: Type.Number({ description: 'Rupees.' }),
});

/** An invoice with its amount split into the value before tax and the taxes. */
export const invoiceDetailsSchema = Type.Composite([
  invoiceSchema,
  Type.Object({
    taxableValue: Type.Number({ description: 'Rupees: the amount less its taxes.' }),
    taxLines: Type.Array(taxLineSchema),
  }),
]);
export type InvoiceDetails = Static<typeof invoiceDetailsSchema>;

/** The GST an amount includes: 18 %, half central (CGST), half the state's (SGST). */
export const GST_LINES = [
  { name: 'CGST', rate: 9 },
  { name: 'SGST', rate: 9 },
] as const;

/**
 * The amount's taxable value and taxes, to the paisa: the taxable value rounded, the taxes the
 * rest, split in two (the second takes any odd paisa), so that the lines add up to the amount.
 */
export function taxesOf(amount: number): Pick<InvoiceDetails, 'taxableValue' | 'taxLines'> {
  const rate = GST_LINES.reduce((sum, line) => sum + line.rate, 0);
  const paise = Math.round(amount * 100);
  const taxable = Math.round((paise * 100) / (100 + rate));
  const first = Math.round((paise - taxable) / 2);
  const [central, state] = GST_LINES;
  return {
    taxableValue: taxable / 100,
    taxLines: [
      { ...central, amount: first / 100 },
      { ...state, amount: (paise - taxable - first) / 100 },
    ],
  };
}

export const INVOICE_SORT_KEYS = ['createdAt', 'number', 'amount'] as const;
export type InvoiceSort = (typeof INVOICE_SORT_KEYS)[number];

/** A page: searched by number, gift card or buyer e-mail; `createdAt` sorts by the date. */
export const invoicesPageQuerySchema = pageQuery(INVOICE_SORT_KEYS, {
  status: Type.Optional(stringEnum(INVOICE_STATUSES)),
});

/** The 409 of voiding an invoice that is void already. */
export const ALREADY_VOID = (number: string) => `Invoice ${number} is already void.`;
