/** Wallet Management's texts (docs/requirements.md#wallet-management), in either `screens` mode. */
import { screenTexts } from '@/components/CrudScreen';
import type { ResourceTexts } from '@/hooks/useResourceActions';
import type { WalletPayment } from './walletApi';

export const WALLET_TEXTS = screenTexts(
  'Wallet Management',
  'Upload Payment',
  'Wallet transactions',
  'No transactions found',
);

/** Its writes' messages; a transaction ID already recorded is refused in the server's words. */
export const WALLET_WRITE_TEXTS: ResourceTexts<WalletPayment> = {
  created: 'Wallet payment created successfully!',
  updated: 'Wallet payment updated successfully!',
  deleted: 'Wallet payment deleted successfully!',
  saveFailed: 'Failed to create/update wallet payment:',
  deleteFailed: 'Failed to delete wallet payment:',
  confirmDelete: (payment) => ({
    title: 'Delete transaction?',
    message: `The payment ${payment.txnId} to ${payment.receiver} will be deleted. This cannot be undone.`,
  }),
};
