import { useMemo, useState } from 'react';
import Typography from '@mui/material/Typography';
import { DataTable } from '@/components/DataTable';
import { ListToolbar } from '@/components/ListToolbar';
import { PageHeader } from '@/components/PageHeader';
import { useListToolbar } from '@/hooks/useListToolbar';
import { invoiceColumns } from './columns';
import { InvoiceDetailsDialog } from './InvoiceDetailsDialog';
import { invoiceFields } from './invoiceFormat';
import type { Invoice } from './paymentsSlice';
import { usePaymentActions } from './usePaymentActions';

const matches = (invoice: Invoice, query: string) =>
  [invoice.id, invoice.giftCardName, invoice.status].some((value) =>
    value.toLowerCase().includes(query),
  );

/**
 * Payment Management as the specification has it, kept in this tab: the sample gift card
 * invoice, searchable, with a menu (docs/requirements.md#payment-management).
 */
export function TabPayments() {
  const { items, remove, download } = usePaymentActions();
  const { query, gridApi, toolbar } = useListToolbar();
  const [viewing, setViewing] = useState<Invoice | null>(null);
  const rows = useMemo(
    () => (query ? items.filter((invoice) => matches(invoice, query)) : items),
    [items, query],
  );
  const columns = useMemo(
    () =>
      invoiceColumns({
        onView: setViewing,
        onDownload: download,
        onDelete: (invoice) => void remove(invoice),
      }),
    [download, remove],
  );

  return (
    <>
      <PageHeader title="Payment Management" />
      <ListToolbar
        {...toolbar}
        placeholder="Search invoices..."
        searchLabel="Search invoices by invoice ID, gift card name or status"
      />
      <DataTable
        label="Invoices"
        rows={rows}
        columns={columns}
        emptyMessage="No invoices found"
        apiRef={gridApi}
        onRowClick={setViewing}
      />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
        No more records found
      </Typography>
      <InvoiceDetailsDialog
        fields={viewing && invoiceFields(viewing)}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
