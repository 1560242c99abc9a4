import { useLocalListActions, type LocalListTexts } from '@/hooks/useLocalListActions';
import { saveFile } from '@/lib/download';
import { invoiceCsv } from './invoiceFormat';
import { invoicesList, type Invoice } from './paymentsSlice';

const TEXTS: LocalListTexts<Invoice> = {
  noun: 'Invoice',
  confirmDelete: (invoice) => ({
    title: 'Delete invoice?',
    message: `Invoice ${invoice.id} (${invoice.giftCardName}) will be removed from the list.`,
  }),
};

const download = (invoice: Invoice) =>
  saveFile(
    new Blob([invoiceCsv(invoice)], { type: 'text/csv;charset=utf-8' }),
    `${invoice.id}.csv`,
  );

/** Payment Management's invoices and what the row menu does: download, delete (local only). */
export function usePaymentActions() {
  const { items, remove } = useLocalListActions(invoicesList, TEXTS);
  return { items, remove, download };
}
