import { useCallback, useMemo } from 'react';
import { CrudScreen } from '@/components/CrudScreen';
import { useImagePreview } from '@/components/ImagePreviewDialog';
import { PagedListToolbar } from '@/components/PagedListToolbar';
import type { RowHandlers } from '@/components/columns';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { useKeptList } from '@/hooks/useKeptList';
import { useResourceActions } from '@/hooks/useResourceActions';
import { PLACEHOLDER_IMAGE } from '@/lib/images';
import { WalletForm } from './WalletForm';
import { walletColumns } from './columns';
import { walletPayments, type WalletPayment } from './walletApi';
import { WALLET_TEXTS, WALLET_WRITE_TEXTS } from './walletTexts';

/**
 * Wallet Management (docs/requirements.md#wallet-management,
 * docs/decisions.md#content-on-the-server): the payments a page at a time, searched by receiver,
 * note or transaction ID and sorted, the page, search and sort in the URL; upload, edit, delete,
 * View the screenshot, and the CSV export.
 */
export default function WalletPage() {
  const kept = useKeptList(walletPayments);
  const { items, offset } = kept;
  const rows = useMemo(
    () => items.map((payment, index) => ({ ...payment, srNo: offset + index + 1 })),
    [items, offset],
  );
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
  const screen = useCrudScreen(useResourceActions(walletPayments, WALLET_WRITE_TEXTS), columnsOf);
  return (
    <CrudScreen
      texts={WALLET_TEXTS}
      rows={rows}
      {...kept.table}
      toolbar={
        <PagedListToolbar
          {...kept.toolbar}
          placeholder="Search payments..."
          searchLabel="Search payments by receiver, note or transaction ID"
          subject="wallet payments"
        />
      }
      screen={screen}
      Form={WalletForm}
    >
      {preview.dialog}
    </CrudScreen>
  );
}
