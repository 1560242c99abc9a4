import { useCallback, useMemo } from 'react';
import { useExportCsvMutation } from '@/api/csvExport';
import { API_PATHS } from '@/api/endpoints';
import { offered } from '@/api/source';
import { CrudScreen } from '@/components/CrudScreen';
import { useImagePreview } from '@/components/ImagePreviewDialog';
import { PagedListToolbar } from '@/components/PagedListToolbar';
import type { RowHandlers } from '@/components/columns';
import { useCrudScreen } from '@/hooks/useCrudScreen';
import { usePagedGrid } from '@/hooks/usePagedGrid';
import { useKeptListPage } from '@/hooks/useKeptListPage';
import { PLACEHOLDER_IMAGE } from '@/lib/images';
import { SEARCH_DEBOUNCE_MS } from '@/lib/listParams';
import { WalletForm } from './WalletForm';
import { walletColumns } from './columns';
import { useWalletActions } from './useWalletActions';
import { useGetWalletPaymentsPageQuery, type WalletPayment } from './walletApi';
import { WALLET_LIST, walletPageArgs } from './walletListQuery';
import { WALLET_TEXTS } from './walletTexts';

/** The page the URL names, with only the parameters the API takes; rows numbered across pages. */
function useWalletPage() {
  const { list, args, query } = useKeptListPage(WALLET_LIST, walletPageArgs);
  const { data, isFetching } = useGetWalletPaymentsPageQuery(args);
  const rows = useMemo(() => {
    const pagination = data?.pagination ?? { page: 1, pageSize: 0 };
    const offset = (pagination.page - 1) * pagination.pageSize;
    return (data?.items ?? []).map((payment, index) => ({ ...payment, srNo: offset + index + 1 }));
  }, [data]);
  return { list, query, rows, pagination: data?.pagination, isFetching };
}

/**
 * Wallet Management (docs/requirements.md#wallet-management,
 * docs/decisions.md#content-on-the-server): the payments a page at a time, searched by receiver,
 * note or transaction ID and sorted, the page, search and sort in the URL; upload, edit, delete,
 * View the screenshot, and the CSV export where the source writes one.
 */
export default function WalletPage() {
  const { list, query, rows, pagination, isFetching } = useWalletPage();
  const grid = usePagedGrid(list, pagination);
  const [exportCsv] = useExportCsvMutation();
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
  const screen = useCrudScreen(useWalletActions(), columnsOf);
  return (
    <CrudScreen
      texts={WALLET_TEXTS}
      rows={rows}
      loading={isFetching}
      server={grid}
      toolbar={
        <PagedListToolbar
          search={list.search}
          onSearch={list.writeSearch}
          searchDelayMs={SEARCH_DEBOUNCE_MS}
          placeholder="Search payments..."
          searchLabel="Search payments by receiver, note or transaction ID"
          created={{ onClear: list.clearCreated }}
          subject="wallet payments"
          onExport={
            offered(API_PATHS.walletPaymentsCsv)
              ? () =>
                  exportCsv({
                    path: API_PATHS.walletPaymentsCsv,
                    list: 'wallet payments',
                    query,
                  }).unwrap()
              : undefined
          }
        />
      }
      screen={screen}
      Form={WalletForm}
    >
      {preview.dialog}
    </CrudScreen>
  );
}
