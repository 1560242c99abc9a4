import { useCallback, useMemo } from 'react';
import { numbered } from '@/components/columns';
import { CrudScreen } from '@/components/CrudScreen';
import { useImagePreview } from '@/components/ImagePreviewDialog';
import type { RowHandlers } from '@/components/columns';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { walletColumns } from './columns';
import { useWalletActions } from './useWalletActions';
import { WalletForm } from './WalletForm';
import type { WalletPayment } from './walletSlice';
import { WALLET_TEXTS } from './walletTexts';

/**
 * Wallet Management as the specification has it, a list kept in this tab: upload, view, edit and
 * delete payment proofs (docs/requirements.md#wallet-management).
 */
export function TabWallet() {
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
    <CrudScreen texts={WALLET_TEXTS} rows={rows} screen={screen} Form={WalletForm}>
      {preview.dialog}
    </CrudScreen>
  );
}
