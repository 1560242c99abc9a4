import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

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

/** Local only (spec §1): kept for this tab's life in memory, never persisted or sent. */
const walletSlice = createSlice({
  name: 'wallet',
  initialState: { items: [] as WalletPayment[] },
  reducers: {
    walletPaymentAdded: {
      reducer(state, action: PayloadAction<WalletPayment>) {
        state.items.push(action.payload);
      },
      prepare: (draft: WalletPaymentDraft) => ({ payload: { ...draft, id: nanoid() } }),
    },
    walletPaymentUpdated(state, action: PayloadAction<WalletPayment>) {
      const index = state.items.findIndex((item) => item.id === action.payload.id);
      if (index >= 0) state.items[index] = action.payload;
    },
    walletPaymentRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
});

export const { walletPaymentAdded, walletPaymentUpdated, walletPaymentRemoved } =
  walletSlice.actions;
export const walletReducer = walletSlice.reducer;
export const selectWalletPayments = (state: { wallet: { items: WalletPayment[] } }) =>
  state.wallet.items;
