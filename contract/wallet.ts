/**
 * Wallet Management on the wire (docs/api.md#wallet-payments): a payment made from the wallet and
 * recorded with its proof, its paged list's query, and the bodies of create and update with the
 * texts of docs/requirements.md#5-validation. A transaction ID is recorded once, in its normal form
 * (contract/text.ts): another payment with the same one, in any case or spelling, is refused with
 * 409.
 */
import { Type, type Static } from '@sinclair/typebox';

import { dayField, dayParam, messages, normalForm } from './fields';
import { bodySchema, changedImage, keptItemSchema, newImage, requiredText } from './common';
import { MAX_LENGTHS, MAX_WALLET_AMOUNT, MIN_WALLET_AMOUNT, WALLET_MESSAGES } from './formRules';
import { pageQuery } from './shopLists';

/** A wallet payment: no status of its own. */
export const walletPaymentSchema = keptItemSchema({
  receiver: Type.String(),
  note: Type.String(),
  txnId: Type.String(),
  date: Type.String({ description: 'The day it was paid, YYYY-MM-DD.' }),
  amount: Type.Number({ description: 'Rupees.' }),
  /** A URL relative to the API's origin. */
  screenshot: Type.String(),
});
export type WalletPayment = Static<typeof walletPaymentSchema>;

export const WALLET_SORT_KEYS = ['createdAt', 'date', 'receiver', 'amount'] as const;
export type WalletSort = (typeof WALLET_SORT_KEYS)[number];

/** Searched by receiver, note or transaction ID; `from` and `to` bound the day it was paid. */
export const walletPaymentsPageQuerySchema = pageQuery(WALLET_SORT_KEYS, {
  from: dayParam('from', 'Paid on or after this day.'),
  to: dayParam('to', 'Paid on or before this day.'),
});

const paymentFields = {
  receiver: requiredText(MAX_LENGTHS.receiver, WALLET_MESSAGES.receiver),
  note: requiredText(MAX_LENGTHS.note, WALLET_MESSAGES.note),
  // Compared in its normal form (docs/api.md#wallet-payments): a look-alike is the same ID.
  txnId: requiredText(MAX_LENGTHS.txnId, WALLET_MESSAGES.txnId, normalForm('identifier')),
  date: dayField('date', WALLET_MESSAGES.date),
  amount: Type.Number({
    minimum: MIN_WALLET_AMOUNT,
    maximum: MAX_WALLET_AMOUNT,
    ...messages({ required: WALLET_MESSAGES.amount }),
  }),
};

export const createWalletPaymentSchema = bodySchema({
  ...paymentFields,
  screenshot: newImage(WALLET_MESSAGES.screenshot),
});
export type NewWalletPayment = Static<typeof createWalletPaymentSchema>;

/** As on create; the screenshot left out, empty or sent as its current URL keeps the stored one. */
export const updateWalletPaymentSchema = bodySchema({
  ...paymentFields,
  screenshot: changedImage(),
});
export type WalletPaymentChanges = Static<typeof updateWalletPaymentSchema>;
