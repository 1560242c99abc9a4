import TextField from '@mui/material/TextField';
import { FormDialog } from '@/components/FormDialog';
import { ImageField } from '@/components/ImageField';
import { useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import { readOptionalDataUrl } from '@/lib/images';
import { walletSchemas, type WalletFormValues, type WalletPaymentDraft } from './walletSchema';
import type { WalletPayment } from './walletSlice';

const WALLET_FORM = {
  idPrefix: 'wallet',
  texts: {
    create: { title: 'Upload Payment', submit: 'Upload Payment' },
    edit: { title: 'Edit Payment', submit: 'Save Changes' },
  },
  toValues: (payment: WalletPayment | null): WalletFormValues => ({
    receiver: payment?.receiver ?? '',
    note: payment?.note ?? '',
    txnId: payment?.txnId ?? '',
    date: payment?.date ?? '',
    amount: payment?.amount ?? '',
    screenshot: null,
  }),
  schema: (editing: boolean) => (editing ? walletSchemas.edit : walletSchemas.create),
  /** Text is trimmed; without a new file an edited payment keeps its screenshot. */
  async toDraft(
    values: WalletFormValues,
    payment: WalletPayment | null,
  ): Promise<WalletPaymentDraft> {
    // The schema has checked that a new payment has a screenshot.
    const screenshot = (await readOptionalDataUrl(values.screenshot)) ?? payment?.screenshot;
    return {
      receiver: values.receiver.trim(),
      note: values.note.trim(),
      txnId: values.txnId.trim(),
      date: values.date.trim(),
      amount: Number(values.amount),
      screenshot: screenshot ?? '',
    };
  },
};

export const KEEP_SCREENSHOT_HINT = 'Keeping existing screenshot (no need to re-upload)';

/** The "Payment upload form" of Wallet Management (docs/requirements.md#wallet-management). */
export function WalletForm(props: EntityFormProps<WalletPayment, WalletPaymentDraft>) {
  const { formik, field, image, editing, dialogProps } = useEntityForm({
    ...props,
    ...WALLET_FORM,
  });
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
        required={!editing}
        hint={editing && !formik.values.screenshot ? KEEP_SCREENSHOT_HINT : undefined}
        {...image('screenshot')}
      />
    </FormDialog>
  );
}
