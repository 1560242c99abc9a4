import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { DataTable } from '@/components/DataTable';
import { ExportCsvButton } from '@/components/ExportCsvButton';
import { ListToolbar } from '@/components/ListToolbar';
import { PageHeader } from '@/components/PageHeader';
import { useKeptList } from '@/hooks/useKeptList';
import { invoices } from './invoicesApi';
import { ServerInvoiceDetails } from './ServerInvoiceDetails';
import { serverInvoiceColumns } from './serverInvoiceColumns';
import { useServerInvoiceActions } from './useServerInvoiceActions';

/**
 * Payment Management on the reference server (docs/decisions.md#content-on-the-server): the
 * invoices it made from the paid gift-card orders, a page at a time, searched by number, gift
 * card or buyer e-mail, sorted and filtered by status by the server, the page, search, sort and
 * filter in the URL as in User Management, and the CSV export. The row menu views, downloads (PDF)
 * and voids.
 */
export function ServerPayments() {
  const { items, pagination, table, toolbar } = useKeptList(invoices);
  const { created: _created, onExport, ...search } = toolbar;
  const { handlers, viewing, closeDetails } = useServerInvoiceActions();
  const columns = useMemo(() => serverInvoiceColumns(handlers), [handlers]);
  const lastPage = pagination !== undefined && pagination.page >= pagination.totalPages;
  return (
    <>
      <PageHeader title="Payment Management" />
      <ListToolbar
        {...search}
        gridApi={table.apiRef}
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
      <ServerInvoiceDetails id={viewing} onClose={closeDetails} />
    </>
  );
}
