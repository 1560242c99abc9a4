import TextField from '@mui/material/TextField';
import { FormDialog } from '@/components/FormDialog';
import { ImageField } from '@/components/ImageField';
import { useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import { bindField, bindImage } from '@/lib/formik';
import { readOptionalDataUrl } from '@/lib/images';
import type { WalletPayment, WalletPaymentDraft } from './walletSlice';
import { walletSchemas, type WalletFormValues } from './walletSchema';

const toValues = (payment: WalletPayment | null): WalletFormValues => ({
  receiver: payment?.receiver ?? '',
  note: payment?.note ?? '',
  txnId: payment?.txnId ?? '',
  date: payment?.date ?? '',
  amount: payment?.amount ?? '',
  screenshot: null,
});

const schema = (editing: boolean) => (editing ? walletSchemas.edit : walletSchemas.create);

/** Text is trimmed; without a new file an edited payment keeps its screenshot. */
async function toDraft(
  values: WalletFormValues,
  payment: WalletPayment | null,
): Promise<WalletPaymentDraft> {
  // The schema has checked that a new payment has a screenshot.
  const screenshot = (await readOptionalDataUrl(values.screenshot)) ?? payment?.screenshot ?? '';
  return {
    receiver: values.receiver.trim(),
    note: values.note.trim(),
    txnId: values.txnId.trim(),
    date: values.date.trim(),
    amount: Number(values.amount),
    screenshot,
  };
}

export const KEEP_SCREENSHOT_HINT = 'Keeping existing screenshot (no need to re-upload)';

/** The "Payment upload form" of Wallet Management (docs/requirements.md#wallet-management). */
export function WalletForm(props: EntityFormProps<WalletPayment, WalletPaymentDraft>) {
  const { formik, editing, dialogProps } = useEntityForm({ ...props, toValues, schema, toDraft });
  const field = (name: 'receiver' | 'note' | 'txnId' | 'date' | 'amount') => ({
    ...bindField(formik, name, 'wallet'),
    required: true,
  });

  return (
    <FormDialog
      {...dialogProps}
      title={editing ? 'Edit Payment' : 'Upload Payment'}
      submitLabel={editing ? 'Save Changes' : 'Upload Payment'}
      maxWidth="sm"
    >
      <TextField label="Receiver Name" {...field('receiver')} />
      <TextField label="Payment Note" multiline minRows={2} {...field('note')} />
      <TextField label="Transaction ID" placeholder="TXN-123456" {...field('txnId')} />
      <TextField
        label="Date"
        type="date"
        {...field('date')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Amount (₹)"
        type="number"
        {...field('amount')}
        slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
      />
      <ImageField
        id="wallet-screenshot"
        label="Payment Screenshot"
        currentUrl={props.item?.screenshot}
        required={!editing}
        hint={editing && !formik.values.screenshot ? KEEP_SCREENSHOT_HINT : undefined}
        {...bindImage(formik, 'screenshot')}
      />
    </FormDialog>
  );
}
