import TextField from '@mui/material/TextField';
import { FormDialog } from '@/components/FormDialog';
import { ImageField } from '@/components/ImageField';
import { useEntityForm, type EntityFormProps, type EntityFormSpec } from '@/hooks/useEntityForm';
import type { WalletFormValues } from './walletSchema';

export const WALLET_FORM_TEXTS = {
  create: { title: 'Upload Payment', submit: 'Upload Payment' },
  edit: { title: 'Edit Payment', submit: 'Save Changes' },
};

export const KEEP_SCREENSHOT_HINT = 'Keeping existing screenshot (no need to re-upload)';

/** The values of a payment being edited, or empty ones to upload a new one. */
export const walletFormValues = (
  payment: Omit<WalletFormValues, 'screenshot'> | null,
): WalletFormValues => ({
  receiver: payment?.receiver ?? '',
  note: payment?.note ?? '',
  txnId: payment?.txnId ?? '',
  date: payment?.date ?? '',
  amount: payment?.amount ?? '',
  screenshot: null,
});

/** The text fields, trimmed, and the amount as a number: what is saved of them. */
export const trimmedPayment = (values: WalletFormValues) => ({
  receiver: values.receiver.trim(),
  note: values.note.trim(),
  txnId: values.txnId.trim(),
  date: values.date.trim(),
  amount: Number(values.amount),
});

/**
 * The "Payment upload form" of Wallet Management (docs/requirements.md#wallet-management), in
 * `spec` says how a payment becomes the form's values and the values what is saved.
 */
export function WalletFormDialog<Item extends { screenshot?: string | null }, Draft>({
  spec,
  ...props
}: EntityFormProps<Item, Draft> & { spec: EntityFormSpec<Item, WalletFormValues, Draft> }) {
  const { formik, field, image, editing, dialogProps } = useEntityForm({ ...props, ...spec });
  return (
    <FormDialog {...dialogProps} maxWidth="sm">
      <TextField label="Receiver Name" required {...field('receiver')} />
      <TextField label="Payment Note" multiline minRows={2} required {...field('note')} />
      <TextField label="Transaction ID" placeholder="TXN-123456" required {...field('txnId')} />
      <TextField
        label="Date"
        type="date"
        required
        {...field('date')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Amount (₹)"
        type="number"
        required
        {...field('amount')}
        slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
      />
      <ImageField
        id="wallet-screenshot"
        label="Payment Screenshot"
        currentUrl={props.item?.screenshot}
        // A proof of payment: on the server, given to the signed-in admin only.
        currentPrivate
        required={!editing}
        hint={editing && !formik.values.screenshot ? KEEP_SCREENSHOT_HINT : undefined}
        {...image('screenshot')}
      />
    </FormDialog>
  );
}
