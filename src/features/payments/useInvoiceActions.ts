import { useCallback, useMemo, useState } from 'react';
import { enqueueSnackbar } from 'notistack';
import { reportFailure } from '@/api/reportFailure';
import { useConfirm, type ConfirmOptions } from '@/components/ConfirmDialog';
import { reportWrite } from '@/hooks/useResourceActions';
import { saveFile } from '@/lib/download';
import type { InvoiceHandlers } from './InvoiceActions';
import { invoiceCsv } from './invoiceFormat';
import {
  useDeleteInvoiceMutation,
  useDownloadInvoicePdfMutation,
  type Invoice,
} from './invoicesApi';

/**
 * An invoice made from an order is the server's document (a PDF), numbered without gaps: it is
 * voided, never deleted; the tab's sample, of no order, is a row, and is removed
 * (docs/decisions.md#content-on-the-server).
 */
const isDocument = ({ orderId }: Invoice) => orderId !== undefined;

/** What a Delete asks, and what it says once done. */
function deleteTexts({ number, giftCardName }: Invoice): ConfirmOptions & { done: string } {
  return {
    title: 'Delete invoice?',
    message: `Invoice ${number} (${giftCardName}) will be removed from the list.`,
    done: 'Invoice deleted successfully!',
  };
}

function voidTexts({ number }: Invoice): ConfirmOptions & { done: string } {
  return {
    title: `Void invoice ${number}?`,
    message:
      'The invoice stays in the list, marked Void, and cannot be made Paid again. The ' +
      'activity trail records that you voided it.',
    confirmLabel: 'Void',
    done: `Invoice ${number} voided.`,
  };
}

/** Deletes (voids, on the server) an invoice once the admin confirms, and says how it went. */
function useDeleteAfterConfirm() {
  const confirm = useConfirm();
  const [deleteInvoice] = useDeleteInvoiceMutation();
  return useCallback(
    async (invoice: Invoice) => {
      const document = isDocument(invoice);
      if (document && invoice.status === 'Void') {
        enqueueSnackbar(`Invoice ${invoice.number} is already void.`, { variant: 'info' });
        return;
      }
      const { done, ...question } = document ? voidTexts(invoice) : deleteTexts(invoice);
      if (!(await confirm(question))) return;
      const { id, version } = invoice;
      await reportWrite(() => deleteInvoice({ id, version }).unwrap(), {
        success: done,
        failure: document ? 'Failed to void invoice:' : 'Failed to delete invoice:',
        fallback: document ? 'Void failed' : 'Delete failed',
      });
    },
    [confirm, deleteInvoice],
  );
}

/**
 * What Payment Management's row menu does: View Details opens the invoice (its id kept here, its
 * details loaded by the dialog), Download File saves its PDF, or for the tab's sample a CSV made
 * here, and Delete deletes or voids it once the admin confirms. The list reloads by itself (the
 * delete's cache tags).
 */
export function useInvoiceActions() {
  const [viewing, setViewing] = useState<number | null>(null);
  const [downloadPdf] = useDownloadInvoicePdfMutation();
  const deleteAfterConfirm = useDeleteAfterConfirm();
  const handlers = useMemo<InvoiceHandlers<Invoice>>(
    () => ({
      onView: (invoice) => setViewing(invoice.id),
      onDownload: (invoice) => {
        if (!isDocument(invoice)) {
          const csv = new Blob([invoiceCsv(invoice)], { type: 'text/csv;charset=utf-8' });
          saveFile(csv, `${invoice.number}.csv`);
          return;
        }
        void downloadPdf(invoice)
          .unwrap()
          .catch((error: unknown) =>
            reportFailure('Failed to download invoice:', error, 'Download failed'),
          );
      },
      onDelete: (invoice) => void deleteAfterConfirm(invoice),
    }),
    [downloadPdf, deleteAfterConfirm],
  );
  const closeDetails = useCallback(() => setViewing(null), []);
  return { handlers, viewing, closeDetails };
}
