import type { EntityFormProps } from '@/hooks/useEntityForm';
import { readOptionalDataUrl } from '@/lib/images';
import {
  trimmedPayment,
  WALLET_FORM_TEXTS,
  WalletFormDialog,
  walletFormValues,
} from './WalletFields';
import { walletSchemas, type WalletFormValues, type WalletPaymentDraft } from './walletSchema';
import type { WalletPayment } from './walletSlice';

const WALLET_FORM = {
  idPrefix: 'wallet',
  texts: WALLET_FORM_TEXTS,
  toValues: (payment: WalletPayment | null): WalletFormValues => walletFormValues(payment),
  schema: (editing: boolean) => (editing ? walletSchemas.edit : walletSchemas.create),
  /** Text is trimmed; without a new file an edited payment keeps its screenshot. */
  async toDraft(
    values: WalletFormValues,
    payment: WalletPayment | null,
  ): Promise<WalletPaymentDraft> {
    // The schema has checked that a new payment has a screenshot.
    const screenshot = (await readOptionalDataUrl(values.screenshot)) ?? payment?.screenshot;
    return { ...trimmedPayment(values), screenshot: screenshot ?? '' };
  },
};

/** The payment upload form of Wallet Management kept in the tab. */
export function WalletForm(props: EntityFormProps<WalletPayment, WalletPaymentDraft>) {
  return <WalletFormDialog {...props} spec={WALLET_FORM} />;
}
