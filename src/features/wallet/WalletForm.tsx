import TextField from '@mui/material/TextField';
import { DATE_FIELD } from '@/components/dateField';
import { FormDialog } from '@/components/FormDialog';
import { ImageField } from '@/components/ImageField';
import { formTexts, useEntityForm, type EntityFormProps } from '@/hooks/useEntityForm';
import { readOptionalDataUrl } from '@/lib/images';
import { SCREENSHOT, type WalletPayment, type WalletPaymentBody } from './walletApi';
import { walletSchemas, type WalletFormValues } from './walletSchema';

const KEEP_SCREENSHOT_HINT = 'Keeping existing screenshot (no need to re-upload)';

const WALLET_FORM = {
  idPrefix: 'wallet',
  texts: formTexts('Payment', { add: 'Upload' }),
  /** The values of a payment being edited, or empty ones to upload a new one. */
  toValues: (payment: WalletPayment | null): WalletFormValues => ({
    receiver: payment?.receiver ?? '',
    note: payment?.note ?? '',
    txnId: payment?.txnId ?? '',
    date: payment?.date ?? '',
    amount: payment?.amount ?? '',
    screenshot: null,
  }),
  schema: (editing: boolean) => (editing ? walletSchemas.edit : walletSchemas.create),
  /**
   * The body sent: the fields as the schema reads them (text trimmed, the amount a number), the
   * screenshot only when one was chosen (an edit keeps it).
   */
  async toDraft({ screenshot: file, ...values }: WalletFormValues): Promise<WalletPaymentBody> {
    const screenshot = await readOptionalDataUrl(file);
    const fields = walletSchemas.create.omit(['screenshot']).cast(values);
    return { ...fields, ...(screenshot !== undefined && { screenshot }) } as WalletPaymentBody;
  },
};

/** The "Payment upload form" of Wallet Management (docs/requirements.md#wallet-management). */
export function WalletForm(props: EntityFormProps<WalletPayment, WalletPaymentBody>) {
  const { formik, field, image, editing, dialogProps } = useEntityForm({
    ...props,
    ...WALLET_FORM,
  });
  return (
    <FormDialog {...dialogProps} maxWidth="sm">
      <TextField label="Receiver Name" required {...field('receiver')} />
      <TextField label="Payment Note" multiline minRows={2} required {...field('note')} />
      <TextField label="Transaction ID" placeholder="TXN-123456" required {...field('txnId')} />
      <TextField label="Date" required {...field('date')} {...DATE_FIELD} />
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
        of={SCREENSHOT}
        required={!editing}
        hint={editing && !formik.values.screenshot ? KEEP_SCREENSHOT_HINT : null}
        {...image('screenshot')}
      />
    </FormDialog>
  );
}
