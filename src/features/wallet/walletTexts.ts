/** Wallet Management's texts (docs/requirements.md#wallet-management), in either `screens` mode. */
import { screenTexts } from '@/components/CrudScreen';

export const WALLET_TEXTS = screenTexts(
  'Wallet Management',
  'Upload Payment',
  'Wallet transactions',
  'No transactions found',
);
