import type { ConfirmOptions } from '@/components/ConfirmDialog';
import { useLocalListActions } from '@/hooks/useLocalListActions';
import { walletList, type WalletPayment } from './walletSlice';

const confirmDelete = (payment: WalletPayment): ConfirmOptions => ({
  title: 'Delete transaction?',
  message: `The payment ${payment.txnId} to ${payment.receiver} will be removed from the list.`,
});

/** Wallet Management's list and writes (local only). */
export const useWalletActions = () => useLocalListActions(walletList, confirmDelete);
