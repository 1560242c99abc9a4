import { useLocalListActions, type LocalListTexts } from '@/hooks/useLocalListActions';
import { walletList, type WalletPayment } from './walletSlice';

const TEXTS: LocalListTexts<WalletPayment> = {
  noun: 'Wallet payment',
  confirmDelete: (payment) => ({
    title: 'Delete transaction?',
    message: `The payment ${payment.txnId} to ${payment.receiver} will be removed from the list.`,
  }),
};

/** Wallet Management's list and writes (local only). */
export const useWalletActions = () => useLocalListActions(walletList, TEXTS);
