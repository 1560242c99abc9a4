import { useCallback } from 'react';
import { CrudScreen, screenTexts } from '@/components/CrudScreen';
import { useImagePreview } from '@/components/ImagePreviewDialog';
import { PagedListToolbar } from '@/components/PagedListToolbar';
import type { RowHandlers } from '@/components/columns';
import { useKeptCrudScreen } from '@/hooks/useCrudScreen';
import { writeTexts } from '@/hooks/useResourceActions';
import { PLACEHOLDER_IMAGE } from '@/lib/images';
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
  const preview = useImagePreview();
  const { show } = preview;
  const columnsOf = useCallback(
    (handlers: RowHandlers<WalletPayment>) =>
      walletColumns({
        ...handlers,
        onViewScreenshot: ({ txnId, screenshot }) =>
          show({
            title: `Payment screenshot for ${txnId}`,
            src: screenshot ?? PLACEHOLDER_IMAGE,
            // A proof of payment: the server gives it to the signed-in admin only.
            private: true,
          }),
      }),
    [show],
  );
  const { table, toolbar } = useKeptCrudScreen(walletPayments, WRITE_TEXTS, columnsOf);
  return (
    <CrudScreen
      texts={TEXTS}
      {...table}
      toolbar={<PagedListToolbar {...toolbar} {...SEARCH} subject="wallet payments" />}
      Form={WalletForm}
    >
      {preview.dialog}
    </CrudScreen>
  );
}
