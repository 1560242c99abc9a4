import { useDeferredValue, useMemo, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useConfirm } from '@/components/ConfirmDialog';
import { DataTable } from '@/components/DataTable';
import { ListToolbar } from '@/components/ListToolbar';
import { PageHeader } from '@/components/PageHeader';
import { StatusChip, type StatusTone } from '@/components/StatusChip';
import { useUrlSearch } from '@/hooks/useUrlSearch';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceDetailsDialog } from './InvoiceDetailsDialog';
import { downloadText, formatDollars, formatInvoiceDate, invoiceCsv } from './invoiceFormat';
import {
  INVOICE_STATUSES,
  invoiceRemoved,
  selectInvoices,
  type Invoice,
  type InvoiceStatus,
} from './paymentsSlice';

const STATUS_TONES: Record<InvoiceStatus, StatusTone> = {
  Paid: 'green',
  Pending: 'yellow',
  Failed: 'red',
};

const matches = (invoice: Invoice, query: string) =>
  [invoice.id, invoice.giftCardName, invoice.status].some((value) =>
    value.toLowerCase().includes(query),
  );

/** Spec §2 Payment Management (local only): the gift card invoices, searchable, with a menu. */
export default function PaymentsPage() {
  const invoices = useAppSelector(selectInvoices);
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const gridApi = useGridApiRef();
  const [search, setSearch] = useUrlSearch();
  const query = useDeferredValue(search.trim().toLowerCase());
  const [viewing, setViewing] = useState<Invoice | null>(null);

  const rows = useMemo(
    () => (query ? invoices.filter((invoice) => matches(invoice, query)) : invoices),
    [invoices, query],
  );

  const columns = useMemo<GridColDef<Invoice>[]>(() => {
    const download = (invoice: Invoice) =>
      downloadText(`${invoice.id}.csv`, invoiceCsv(invoice), 'text/csv;charset=utf-8');
    const remove = async (invoice: Invoice) => {
      const confirmed = await confirm({
        title: 'Delete invoice?',
        message: `Invoice ${invoice.id} (${invoice.giftCardName}) will be removed from the list.`,
      });
      if (confirmed) dispatch(invoiceRemoved(invoice.id));
    };
    return [
      { field: 'id', headerName: 'Invoice ID', width: 160 },
      { field: 'giftCardName', headerName: 'Gift Card Name', flex: 1, minWidth: 180 },
      {
        field: 'date',
        headerName: 'Date',
        width: 140,
        valueFormatter: (_value: string, row: Invoice) => formatInvoiceDate(row),
      },
      {
        field: 'amount',
        headerName: 'Amount',
        width: 120,
        type: 'number',
        valueFormatter: (value: number) => formatDollars(value),
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 120,
        type: 'singleSelect',
        valueOptions: [...INVOICE_STATUSES],
        renderCell: ({ row }) => <StatusChip label={row.status} tone={STATUS_TONES[row.status]} />,
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 90,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <InvoiceActions
            invoice={row}
            onView={setViewing}
            onDownload={download}
            onDelete={remove}
          />
        ),
      },
    ];
  }, [confirm, dispatch]);

  return (
    <>
      <PageHeader title="Payment Management" />
      <ListToolbar
        placeholder="Search invoices..."
        searchLabel="Search invoices by invoice ID, gift card name or status"
        search={search}
        onSearchChange={setSearch}
        gridApi={gridApi}
      />
      <DataTable
        label="Invoices"
        rows={rows}
        columns={columns}
        emptyMessage="No invoices found"
        apiRef={gridApi}
      />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
        No more records found
      </Typography>
      <InvoiceDetailsDialog invoice={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
