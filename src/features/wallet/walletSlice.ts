import { createSlice } from '@reduxjs/toolkit';
import { localListReducers } from '@/lib/localList';

/** A payment made from the wallet and recorded with its proof (spec §3 wallet payment). */
export interface WalletPayment {
  id: string;
  receiver: string;
  note: string;
  txnId: string;
  /** The date input's value, 'YYYY-MM-DD'. */
  date: string;
  /** Rupees. */
  amount: number;
  /** The screenshot as a data URL: the state stays serialisable, unlike a File. */
  screenshot: string;
}

export type WalletPaymentDraft = Omit<WalletPayment, 'id'>;

const list = localListReducers<WalletPayment>();

/** Local only (spec §1): kept for this tab's life in memory, never persisted or sent. */
const walletSlice = createSlice({
  name: 'wallet',
  initialState: { items: [] as WalletPayment[] },
  reducers: {
    walletPaymentAdded: list.added,
    walletPaymentUpdated: list.updated,
    walletPaymentRemoved: list.removed,
  },
});

export const { walletPaymentAdded, walletPaymentUpdated, walletPaymentRemoved } =
  walletSlice.actions;
export const walletReducer = walletSlice.reducer;
export const selectWalletPayments = (state: { wallet: { items: WalletPayment[] } }) =>
  state.wallet.items;
