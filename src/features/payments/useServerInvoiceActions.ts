import { useCallback, useMemo, useState } from 'react';
import { enqueueSnackbar } from 'notistack';
import { failureText } from '@/api/apiError';
import { useConfirm } from '@/components/ConfirmDialog';
import { reportWrite } from '@/hooks/useResourceActions';
import type { InvoiceHandlers } from './InvoiceActions';
import {
  useDownloadInvoicePdfMutation,
  useVoidInvoiceMutation,
  type ServerInvoice,
} from './invoicesApi';

/** Voids an invoice once the admin confirms, and says how it went. */
function useVoidAfterConfirm() {
  const confirm = useConfirm();
  const [voidInvoice] = useVoidInvoiceMutation();
  return useCallback(
    async ({ id, version, number, status }: ServerInvoice) => {
      if (status === 'Void') {
        enqueueSnackbar(`Invoice ${number} is already void.`, { variant: 'info' });
        return;
      }
      const confirmed = await confirm({
        title: `Void invoice ${number}?`,
        message:
          'The invoice stays in the list, marked Void, and cannot be made Paid again. The ' +
          'activity trail records that you voided it.',
        confirmLabel: 'Void',
      });
      if (!confirmed) return;
      await reportWrite(() => voidInvoice({ id, version }).unwrap(), {
        success: `Invoice ${number} voided.`,
        failure: 'Failed to void invoice:',
        fallback: 'Void failed',
      });
    },
    [confirm, voidInvoice],
  );
}

/**
 * What Payment Management's row menu does on the reference server: View Details opens the
 * invoice (its id kept here, its details loaded by the dialog), Download File saves its PDF, and
 * Delete voids it once the admin confirms. The list reloads by itself (the void's cache tags).
 */
export function useServerInvoiceActions() {
  const [viewing, setViewing] = useState<number | null>(null);
  const [download] = useDownloadInvoicePdfMutation();
  const voidAfterConfirm = useVoidAfterConfirm();
  const handlers = useMemo<InvoiceHandlers<ServerInvoice>>(
    () => ({
      onView: (invoice) => setViewing(invoice.id),
      onDownload: (invoice) =>
        void download(invoice)
          .unwrap()
          .catch((error: unknown) => {
            const reason = failureText(error, 'Download failed');
            enqueueSnackbar(`Failed to download invoice: ${reason}`, { variant: 'error' });
          }),
      onDelete: (invoice) => void voidAfterConfirm(invoice),
    }),
    [download, voidAfterConfirm],
  );
  const closeDetails = useCallback(() => setViewing(null), []);
  return { handlers, viewing, closeDetails };
}
