import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import ImageIcon from '@mui/icons-material/Image';
import type { GridColDef } from '@mui/x-data-grid';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useConfirm } from '@/components/ConfirmDialog';
import { DataTable } from '@/components/DataTable';
import { ImagePreviewDialog } from '@/components/ImagePreviewDialog';
import { PageHeader } from '@/components/PageHeader';
import { RowActions } from '@/components/RowActions';
import { formatShortDate, fromDateInput } from '@/lib/format';
import { useEditDialog } from '@/hooks/useEditDialog';
import { WalletForm } from './WalletForm';
import {
  selectWalletPayments,
  walletPaymentAdded,
  walletPaymentRemoved,
  walletPaymentUpdated,
  type WalletPayment,
  type WalletPaymentDraft,
} from './walletSlice';

type WalletRow = WalletPayment & { srNo: number };

/** Spec §2 Wallet Management (local only): upload, view, edit and delete payment proofs. */
export default function WalletPage() {
  const payments = useAppSelector(selectWalletPayments);
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const dialog = useEditDialog<WalletPayment>();
  const { openEdit } = dialog;
  const [viewing, setViewing] = useState<WalletPayment | null>(null);

  const rows = useMemo<WalletRow[]>(
    () => payments.map((payment, index) => ({ ...payment, srNo: index + 1 })),
    [payments],
  );

  const columns = useMemo<GridColDef<WalletRow>[]>(() => {
    const remove = async (payment: WalletPayment) => {
      const confirmed = await confirm({
        title: 'Delete transaction?',
        message: `The payment ${payment.txnId} to ${payment.receiver} will be removed from the list.`,
      });
      if (confirmed) dispatch(walletPaymentRemoved(payment.id));
    };
    return [
      {
        field: 'srNo',
        headerName: 'Sr. No',
        width: 90,
        type: 'number',
        align: 'left',
        headerAlign: 'left',
      },
      { field: 'receiver', headerName: 'Receiver Name', flex: 1, minWidth: 160 },
      { field: 'note', headerName: 'Note', flex: 1.2, minWidth: 180 },
      { field: 'txnId', headerName: 'Trans. ID', width: 160 },
      {
        field: 'date',
        headerName: 'Date',
        width: 130,
        valueFormatter: (value: string) => formatShortDate(fromDateInput(value)),
      },
      {
        field: 'screenshot',
        headerName: 'Screenshot',
        width: 120,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            startIcon={<ImageIcon />}
            aria-label={`View screenshot for ${row.txnId}`}
            onClick={() => setViewing(row)}
          >
            View
          </Button>
        ),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 110,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <RowActions
            subject={`transaction ${row.txnId}`}
            onEdit={() => openEdit(row)}
            onDelete={() => remove(row)}
          />
        ),
      },
    ];
  }, [confirm, dispatch, openEdit]);

  const save = (draft: WalletPaymentDraft) => {
    dispatch(
      dialog.editing
        ? walletPaymentUpdated({ ...draft, id: dialog.editing.id })
        : walletPaymentAdded(draft),
    );
    dialog.close();
  };

  return (
    <>
      <PageHeader
        title="Wallet Management"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={dialog.openCreate}>
            Upload Payment
          </Button>
        }
      />
      <DataTable
        label="Wallet transactions"
        rows={rows}
        columns={columns}
        emptyMessage="No transactions found"
      />
      <WalletForm
        open={dialog.open}
        payment={dialog.editing}
        onClose={dialog.close}
        onSave={save}
      />
      <ImagePreviewDialog
        image={
          viewing && { title: `Payment screenshot for ${viewing.txnId}`, src: viewing.screenshot }
        }
        onClose={() => setViewing(null)}
      />
    </>
  );
}
