import { useCallback, useMemo } from 'react';
import { numbered } from '@/components/columns';
import { DataTable } from '@/components/DataTable';
import { useImagePreview } from '@/components/ImagePreviewDialog';
import { AddButton, PageHeader } from '@/components/PageHeader';
import { useCrudScreen, type RowHandlers } from '@/hooks/useCrudScreen';
import { walletColumns } from './columns';
import { useWalletActions } from './useWalletActions';
import { WalletForm } from './WalletForm';
import type { WalletPayment } from './walletSlice';

/**
 * Wallet Management (local only): upload, view, edit and delete payment proofs
 * (docs/requirements.md#wallet-management).
 */
export default function WalletPage() {
  const { items, ...actions } = useWalletActions();
  const preview = useImagePreview();
  const { show } = preview;
  const columnsOf = useCallback(
    (handlers: RowHandlers<WalletPayment>) =>
      walletColumns({
        ...handlers,
        onViewScreenshot: (payment) =>
          show({ title: `Payment screenshot for ${payment.txnId}`, src: payment.screenshot }),
      }),
    [show],
  );
  const screen = useCrudScreen(actions, columnsOf);
  const rows = useMemo(() => numbered(items), [items]);
  return (
    <>
      <PageHeader
        title="Wallet Management"
        actions={<AddButton label="Upload Payment" onClick={screen.openCreate} />}
      />
      <DataTable
        label="Wallet transactions"
        rows={rows}
        columns={screen.columns}
        emptyMessage="No transactions found"
      />
      <WalletForm {...screen.formProps} />
      {preview.dialog}
    </>
  );
}
