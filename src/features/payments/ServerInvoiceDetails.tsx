import { skipToken } from '@reduxjs/toolkit/query';
import { InvoiceDetailsDialog } from './InvoiceDetailsDialog';
import { useGetInvoiceQuery } from './invoicesApi';
import { serverInvoiceFields } from './serverInvoiceFields';

/** View Details of the server's invoice `id`: opened once its details (taxes, buyer) are here. */
export function ServerInvoiceDetails({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data } = useGetInvoiceQuery(id ?? skipToken);
  const shown = id !== null && data?.id === id ? serverInvoiceFields(data) : null;
  return <InvoiceDetailsDialog fields={shown} onClose={onClose} />;
}
