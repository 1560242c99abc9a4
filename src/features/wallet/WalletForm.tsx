import type { EntityFormProps } from '@/hooks/useEntityForm';
import { readOptionalDataUrl } from '@/lib/images';
import type { WalletPayment, WalletPaymentBody } from './walletApi';
import {
  trimmedPayment,
  WALLET_FORM_TEXTS,
  WalletFormDialog,
  walletFormValues,
} from './WalletFields';
import { walletSchemas, type WalletFormValues } from './walletSchema';

const WALLET_FORM = {
  idPrefix: 'wallet',
  texts: WALLET_FORM_TEXTS,
  toValues: (payment: WalletPayment | null): WalletFormValues => walletFormValues(payment),
  schema: (editing: boolean) => (editing ? walletSchemas.edit : walletSchemas.create),
  /** The body sent: text trimmed, the screenshot only when one was chosen (an edit keeps it). */
  async toDraft(values: WalletFormValues): Promise<WalletPaymentBody> {
    const screenshot = await readOptionalDataUrl(values.screenshot);
    return {
      ...trimmedPayment(values),
      ...(screenshot !== undefined && { screenshot }),
    } as WalletPaymentBody;
  },
};

/** The payment upload form of Wallet Management (docs/requirements.md#wallet-management). */
export function WalletForm(props: EntityFormProps<WalletPayment, WalletPaymentBody>) {
  return <WalletFormDialog {...props} spec={WALLET_FORM} />;
}
