import { createLocalList, type LocalItem } from '@/lib/localList';
import type { WalletPaymentDraft } from './walletSchema';

/** A payment of the list: what the form saved, with the id the list gave it. */
export type WalletPayment = WalletPaymentDraft & LocalItem;

/** Local only: kept for this tab's life in memory, never persisted or sent. */
export const walletList = createLocalList<WalletPayment, 'wallet'>('wallet');
