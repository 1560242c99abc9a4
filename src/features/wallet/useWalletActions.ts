import { useResourceActions, type ResourceTexts } from '@/hooks/useResourceActions';
import {
  useCreateWalletPaymentMutation,
  useDeleteWalletPaymentMutation,
  useUpdateWalletPaymentMutation,
  type WalletPayment,
  type WalletPaymentBody,
} from './walletApi';

const TEXTS: ResourceTexts = {
  created: 'Wallet payment created successfully!',
  updated: 'Wallet payment updated successfully!',
  deleted: 'Wallet payment deleted successfully!',
  saveFailed: 'Failed to create/update wallet payment:',
  deleteFailed: 'Failed to delete wallet payment:',
  confirmDelete: (payment: WalletPayment) => ({
    title: 'Delete transaction?',
    message: `The payment ${payment.txnId} to ${payment.receiver} will be deleted. This cannot be undone.`,
  }),
};

/**
 * Wallet Management's writes with their messages; a transaction ID
 * already recorded is refused in the server's words, a stale write says who changed it.
 */
export function useWalletActions() {
  const [create] = useCreateWalletPaymentMutation();
  const [update] = useUpdateWalletPaymentMutation();
  const [remove] = useDeleteWalletPaymentMutation();
  return useResourceActions<WalletPayment, WalletPaymentBody>({ create, update, remove }, TEXTS);
}
