import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const INVOICE_STATUSES = ['Paid', 'Pending', 'Failed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A gift card invoice (spec §3 invoice row). */
export interface Invoice {
  /** The invoice id, also the row's key. */
  id: string;
  giftCardName: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** US dollars: the one amount of the back-office not in rupees (spec §1). */
  amount: number;
  status: InvoiceStatus;
}

/** Spec §2: the one hard-coded sample row, amount $100. */
export const SAMPLE_INVOICE: Invoice = {
  id: 'INV-2026-0001',
  giftCardName: 'Amazon Gift Card',
  date: '2026-11-20',
  amount: 100,
  status: 'Paid',
};

/** Local only (spec §1): every fresh store starts from the sample row; nothing is persisted. */
const paymentsSlice = createSlice({
  name: 'payments',
  initialState: { items: [SAMPLE_INVOICE] as Invoice[] },
  reducers: {
    invoiceRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
});

export const { invoiceRemoved } = paymentsSlice.actions;
export const paymentsReducer = paymentsSlice.reducer;
export const selectInvoices = (state: { payments: { items: Invoice[] } }) => state.payments.items;
