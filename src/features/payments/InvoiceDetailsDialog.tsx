import { skipToken } from '@reduxjs/toolkit/query';
import { DetailsDialog } from '@/components/DetailsDialog';
import { DetailsList } from '@/components/DetailsList';
import { invoiceFields } from './invoiceFields';
import { useGetInvoiceQuery } from './invoicesApi';
import { selectDayZone } from '@/api/session';
import { useAppSelector } from '@/app/hooks';

/**
 * The View Details dialog of invoice `id`: every field, labelled; opened once its details (on the
 * server, its taxes and buyer) are here, closed while `id` is null.
 */
export function InvoiceDetailsDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data } = useGetInvoiceQuery(id ?? skipToken);
  const timeZone = useAppSelector(selectDayZone);
  return (
    <DetailsDialog
      item={id !== null && data?.id === id ? invoiceFields(data, timeZone) : null}
      onClose={onClose}
      titleId="invoice-details-title"
      title={() => 'Invoice Details'}
      maxWidth="xs"
      size={{ fullWidth: true }}
    >
      {(shown) => <DetailsList items={shown} labelWidth={140} />}
    </DetailsDialog>
  );
}
