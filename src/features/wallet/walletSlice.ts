import { createLocalList } from '@/lib/localList';

/** A payment made from the wallet and recorded with its proof (docs/requirements.md#3-entities). */
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

/** Local only: kept for this tab's life in memory, never persisted or sent. */
export const walletList = createLocalList<WalletPayment, 'wallet'>('wallet');
