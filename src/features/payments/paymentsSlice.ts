import { createLocalList } from '@/lib/localList';

export const INVOICE_STATUSES = ['Paid', 'Pending', 'Failed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A gift card invoice (docs/requirements.md#3-entities). */
export interface Invoice {
  /** The invoice id, also the row's key. */
  id: string;
  giftCardName: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** US dollars: the one amount of the back-office not in rupees (docs/requirements.md#1-product-and-users). */
  amount: number;
  status: InvoiceStatus;
}

/** The one hard-coded sample row, amount $100 (docs/requirements.md#payment-management). */
export const SAMPLE_INVOICE: Invoice = {
  id: 'INV-2026-0001',
  giftCardName: 'Amazon Gift Card',
  date: '2026-11-20',
  amount: 100,
  status: 'Paid',
};

/** Local only: every fresh store starts from the sample row; nothing is persisted. */
export const invoicesList = createLocalList<Invoice, 'payments'>('payments', [SAMPLE_INVOICE]);
