/**
 * The Payment upload form's rules in the requirements' words (docs/requirements.md#wallet-management,
 * docs/requirements.md#5-validation): the server's (contract/formRules.ts).
 */
import * as yup from 'yup';
import { requiredText } from '@/lib/textSchema';
import { imageFileSchema } from '@/lib/imageSchema';
import {
  LIMIT_MESSAGES,
  MAX_LENGTHS,
  MAX_WALLET_AMOUNT,
  MIN_WALLET_AMOUNT,
  WALLET_MESSAGES,
} from '../../../contract/formRules';

export interface WalletFormValues {
  receiver: string;
  note: string;
  txnId: string;
  date: string;
  /** Formik gives a number input's value as a number, or '' when it is empty. */
  amount: number | '';
  /** A newly chosen file; on edit, none keeps the saved screenshot. */
  screenshot: File | null;
}

// Text is trimmed before it is checked, so whitespace alone counts as missing.
const buildSchema = (editing: boolean) =>
  yup.object({
    receiver: requiredText(WALLET_MESSAGES.receiver, ['receiver', MAX_LENGTHS.receiver]),
    note: requiredText(WALLET_MESSAGES.note, ['note', MAX_LENGTHS.note]),
    txnId: requiredText(WALLET_MESSAGES.txnId, ['txnId', MAX_LENGTHS.txnId]),
    date: requiredText(WALLET_MESSAGES.date),
    amount: yup
      .number()
      .typeError(WALLET_MESSAGES.amount)
      .required(WALLET_MESSAGES.amount)
      .positive(WALLET_MESSAGES.amountPositive)
      // Under a paisa, yet above 0: the server's words (0 and below are the requirements').
      .test(
        'at-least',
        LIMIT_MESSAGES.atLeast('amount', MIN_WALLET_AMOUNT),
        (amount) => amount === undefined || amount <= 0 || amount >= MIN_WALLET_AMOUNT,
      )
      .max(MAX_WALLET_AMOUNT, LIMIT_MESSAGES.atMost('amount', MAX_WALLET_AMOUNT)),
    screenshot: imageFileSchema({
      field: 'screenshot',
      required: !editing,
      requiredMessage: WALLET_MESSAGES.screenshot,
      tooLargeMessage: WALLET_MESSAGES.screenshotTooLarge,
    }),
  });

/** The screenshot is required on create; an edit keeps the saved one when none is chosen. */
export const walletSchemas = { create: buildSchema(false), edit: buildSchema(true) };

/**
 * What the form saves, a payment made from the wallet and recorded with its proof
 * (docs/requirements.md#3-entities): the checked fields (the date as the date input's
 * 'YYYY-MM-DD', the amount in rupees), and the screenshot as a data URL (serialisable, unlike a
 * File).
 */
export type WalletPaymentDraft = Omit<yup.InferType<typeof walletSchemas.create>, 'screenshot'> & {
  screenshot: string;
};
