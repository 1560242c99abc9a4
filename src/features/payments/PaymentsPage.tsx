import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { DataTable } from '@/components/DataTable';
import { ExportCsvButton } from '@/components/ExportCsvButton';
import { ListToolbar } from '@/components/ListToolbar';
import { PageHeader } from '@/components/PageHeader';
import { useKeptList } from '@/hooks/useKeptList';
import { invoiceColumns } from './columns';
import { InvoiceDetailsDialog } from './InvoiceDetailsDialog';
import { invoices } from './invoicesApi';
import { useInvoiceActions } from './useInvoiceActions';
import { selectDayZone } from '@/api/session';
import { useAppSelector } from '@/app/hooks';

/**
 * Payment Management (docs/decisions.md#content-on-the-server): on the reference server the
 * invoices it made from the paid gift-card orders, in the tab the specification's sample invoice;
 * a page at a time, searched by number, gift card or buyer e-mail, sorted and filtered by status,
 * all in the URL as in User Management, and the CSV export where the backend writes one. The row
 * menu views, downloads and deletes (on the server: voids).
 */
export default function PaymentsPage() {
  const { items, pagination, table, toolbar } = useKeptList(invoices);
  const { created: _created, onExport, ...search } = toolbar;
  const { handlers, viewing, closeDetails } = useInvoiceActions();
  const timeZone = useAppSelector(selectDayZone);
  const columns = useMemo(() => invoiceColumns(handlers, timeZone), [handlers, timeZone]);
  const lastPage = pagination !== undefined && pagination.page >= pagination.totalPages;
  return (
    <>
      <PageHeader title="Payment Management" />
      <ListToolbar
        {...search}
        columns={columns}
        placeholder="Search invoices..."
        searchLabel="Search invoices by invoice ID, gift card name or buyer email"
        actions={onExport && <ExportCsvButton subject="invoices" onExport={onExport} />}
      />
      <DataTable
        label="Invoices"
        rows={items}
        columns={columns}
        emptyMessage="No invoices found"
        {...table}
        onRowClick={handlers.onView}
      />
      {lastPage && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
          No more records found
        </Typography>
      )}
      <InvoiceDetailsDialog id={viewing} onClose={closeDetails} />
    </>
  );
}
