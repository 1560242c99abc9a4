/**
 * Wallet Management (docs/api.md#wallet-payments): the managed routes of a resource without a
 * status, with one image, the payment's screenshot, its paged list and export (resource.ts). A
 * transaction ID already recorded is refused with 409 naming it.
 */
import { checkDay } from '../lib/days';
import { HttpError } from '../lib/httpError';
import { recordedTxnId, WALLET_LIST, walletPayments } from '../repositories/walletPayments';
import { errorReplySchema } from '../../../contract/common';
import {
  createWalletPaymentSchema,
  duplicateTxnMessage,
  updateWalletPaymentSchema,
  walletPaymentSchema,
  walletPaymentsPageQuerySchema,
} from '../../../contract/wallet';
import { managedRoutes } from './resource';

export const walletPaymentRoutes = managedRoutes(
  {
    name: 'walletPayments',
    item: walletPaymentSchema,
    table: walletPayments,
    createBody: createWalletPaymentSchema,
    updateBody: updateWalletPaymentSchema,
    async checkBody(tx, { date, txnId }, id) {
      // '2026-02-30' has the shape the schema asks for, yet is no day.
      checkDay('date', date);
      const recorded = txnId === undefined ? undefined : await recordedTxnId(tx, txnId, id);
      if (recorded !== undefined) {
        throw new HttpError(409, { success: false, message: duplicateTxnMessage(recorded) });
      }
    },
    bodyConflict: errorReplySchema,
  },
  { ...WALLET_LIST, pageQuerySchema: walletPaymentsPageQuerySchema },
);
