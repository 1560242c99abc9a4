/** Wallet Management's texts (docs/requirements.md#wallet-management), in either `screens` mode. */
import { screenTexts } from '@/components/CrudScreen';
import { writeTexts } from '@/hooks/useResourceActions';
import type { WalletPayment } from './walletApi';

export const WALLET_TEXTS = screenTexts(
  'Wallet Management',
  'Upload Payment',
  'Wallet transactions',
  'No transactions found',
);

/** Its writes' messages; a transaction ID already recorded is refused in the server's words. */
export const WALLET_WRITE_TEXTS = writeTexts('Wallet payment', (payment: WalletPayment) => ({
  title: 'Delete transaction?',
  message: `The payment ${payment.txnId} to ${payment.receiver} will be deleted. This cannot be undone.`,
}));
