import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { useGridApiRef } from '@mui/x-data-grid';
import { useExportCsvMutation } from '@/api/csvExport';
import { API_PATHS } from '@/api/endpoints';
import { DataTable } from '@/components/DataTable';
import { ExportCsvButton } from '@/components/ExportCsvButton';
import { ListToolbar } from '@/components/ListToolbar';
import { PageHeader } from '@/components/PageHeader';
import { usePagedGrid } from '@/hooks/usePagedGrid';
import { useKeptListPage } from '@/hooks/useKeptListPage';
import { SEARCH_DEBOUNCE_MS } from '@/lib/listParams';
import { INVOICE_LIST, invoicesPageArgs } from './invoiceListQuery';
import { useGetInvoicesPageQuery } from './invoicesApi';
import { ServerInvoiceDetails } from './ServerInvoiceDetails';
import { serverInvoiceColumns } from './serverInvoiceColumns';
import { useServerInvoiceActions } from './useServerInvoiceActions';

/** The page the URL names, with only the parameters the API takes. */
function useInvoicesPage() {
  const { list, args, query } = useKeptListPage(INVOICE_LIST, invoicesPageArgs);
  const { data, isFetching } = useGetInvoicesPageQuery(args);
  return { list, query, rows: data?.items ?? [], pagination: data?.pagination, isFetching };
}

/**
 * Payment Management on the reference server (docs/decisions.md#content-on-the-server): the
 * invoices it made from the paid gift-card orders, a page at a time, searched by number, gift
 * card or buyer e-mail, sorted and filtered by status by the server, the page, search, sort and
 * filter in the URL as in User Management, and the CSV export. The row menu views, downloads (PDF)
 * and voids.
 */
export function ServerPayments() {
  const { list, query, rows, pagination, isFetching } = useInvoicesPage();
  const [exportCsv] = useExportCsvMutation();
  const grid = usePagedGrid(list, pagination);
  const gridApi = useGridApiRef();
  const { handlers, viewing, closeDetails } = useServerInvoiceActions();
  const columns = useMemo(() => serverInvoiceColumns(handlers), [handlers]);
  const lastPage = pagination !== undefined && pagination.page >= pagination.totalPages;
  return (
    <>
      <PageHeader title="Payment Management" />
      <ListToolbar
        search={list.search}
        onSearch={list.writeSearch}
        searchDelayMs={SEARCH_DEBOUNCE_MS}
        gridApi={gridApi}
        placeholder="Search invoices..."
        searchLabel="Search invoices by invoice ID, gift card name or buyer email"
        actions={
          <ExportCsvButton
            subject="invoices"
            onExport={() =>
              exportCsv({ path: API_PATHS.invoicesCsv, list: 'invoices', query }).unwrap()
            }
          />
        }
      />
      <DataTable
        label="Invoices"
        rows={rows}
        columns={columns}
        emptyMessage="No invoices found"
        loading={isFetching}
        server={grid}
        apiRef={gridApi}
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
