import { CrudScreen, screenTexts } from '@/components/CrudScreen';
import { PagedListToolbar } from '@/components/PagedListToolbar';
import { useKeptCrudScreen } from '@/hooks/useCrudScreen';
import { writeTexts } from '@/hooks/useResourceActions';
import { WalletForm } from './WalletForm';
import { walletColumns } from './columns';
import { walletPayments, type WalletPayment } from './walletApi';

const TEXTS = screenTexts(
  'Wallet Management',
  'Upload Payment',
  'Wallet transactions',
  'No transactions found',
);
const SEARCH = {
  placeholder: 'Search payments...',
  searchLabel: 'Search payments by receiver, note or transaction ID',
};
/** Its writes' messages; a transaction ID already recorded is refused in the server's words. */
const WRITE_TEXTS = writeTexts('Wallet payment', (payment: WalletPayment) => ({
  title: 'Delete transaction?',
  message: `The payment ${payment.txnId} to ${payment.receiver} will be deleted. This cannot be undone.`,
}));

/**
 * Wallet Management (docs/requirements.md#wallet-management,
 * docs/decisions.md#content-on-the-server): the payments a page at a time, searched by receiver,
 * note or transaction ID and sorted, the page, search and sort in the URL; upload, edit, delete,
 * View the screenshot, and the CSV export.
 */
export default function WalletPage() {
  const { table, toolbar } = useKeptCrudScreen(walletPayments, WRITE_TEXTS, walletColumns);
  return (
    <CrudScreen
      texts={TEXTS}
      {...table}
      toolbar={<PagedListToolbar {...toolbar} {...SEARCH} subject="wallet payments" />}
      Form={WalletForm}
    />
  );
}
