import { useMemo } from 'react';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { FormDialog } from '@/components/FormDialog';
import { ImageField } from '@/components/ImageField';
import { fieldError } from '@/lib/formik';
import { readOptionalDataUrl } from '@/lib/images';
import type { WalletPayment, WalletPaymentDraft } from './walletSlice';
import { walletSchemas, type WalletFormValues } from './walletSchema';

const valuesOf = (payment: WalletPayment | null): WalletFormValues => ({
  receiver: payment?.receiver ?? '',
  note: payment?.note ?? '',
  txnId: payment?.txnId ?? '',
  date: payment?.date ?? '',
  amount: payment?.amount ?? '',
  screenshot: null,
});

export const KEEP_SCREENSHOT_HINT = 'Keeping existing screenshot (no need to re-upload)';

interface WalletFormProps {
  open: boolean;
  /** The payment being edited, or null to upload a new one. */
  payment: WalletPayment | null;
  onClose: () => void;
  onSave: (draft: WalletPaymentDraft) => void;
}

/** The "Payment upload form" of Wallet Management (spec §2, §5). */
export function WalletForm({ open, payment, onClose, onSave }: WalletFormProps) {
  const editing = payment !== null;
  const initialValues = useMemo(() => valuesOf(payment), [payment]);

  const formik = useFormik<WalletFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: editing ? walletSchemas.edit : walletSchemas.create,
    onSubmit: async (values, { resetForm }) => {
      const screenshot = (await readOptionalDataUrl(values.screenshot)) ?? payment?.screenshot;
      // The schema has checked that a new payment has a screenshot.
      if (!screenshot) return;
      onSave({
        receiver: values.receiver.trim(),
        note: values.note.trim(),
        txnId: values.txnId.trim(),
        date: values.date.trim(),
        amount: Number(values.amount),
        screenshot,
      });
      resetForm();
    },
  });

  const close = () => {
    formik.resetForm();
    onClose();
  };

  const textProps = (field: 'receiver' | 'note' | 'txnId' | 'date' | 'amount') => {
    const error = fieldError(formik, field);
    return {
      id: `wallet-${field}`,
      ...formik.getFieldProps(field),
      required: true,
      error: Boolean(error),
      helperText: error,
    };
  };

  const screenshotError = fieldError(formik, 'screenshot');

  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit Payment' : 'Upload Payment'}
      submitLabel={editing ? 'Save Changes' : 'Upload Payment'}
      onClose={close}
      onSubmit={formik.handleSubmit}
      submitting={formik.isSubmitting}
      maxWidth="sm"
    >
      <TextField label="Receiver Name" {...textProps('receiver')} />
      <TextField label="Payment Note" multiline minRows={2} {...textProps('note')} />
      <TextField label="Transaction ID" placeholder="TXN-123456" {...textProps('txnId')} />
      <TextField
        label="Date"
        type="date"
        {...textProps('date')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Amount (₹)"
        type="number"
        {...textProps('amount')}
        slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
      />
      <ImageField
        id="wallet-screenshot"
        label="Payment Screenshot"
        file={formik.values.screenshot}
        currentUrl={payment?.screenshot}
        required={!editing}
        error={screenshotError}
        hint={editing && !formik.values.screenshot ? KEEP_SCREENSHOT_HINT : undefined}
        onChange={(file) => {
          // A new choice replaces the old message; the file itself is checked again.
          formik.setFieldError('screenshot', undefined);
          void formik.setFieldTouched('screenshot', true, false);
          void formik.setFieldValue('screenshot', file);
        }}
      />
    </FormDialog>
  );
}
