/**
 * Wallet Management (docs/api.md#wallet-payments): /admin/wallet-payment/*, the managed routes
 * of a resource without a status, with one image, the payment's screenshot (resource.ts);
 * GET /admin/wallet-payments, the paged list, and /admin/wallet-payments.csv, its export
 * (shopListRoutes.ts). A transaction ID already recorded is refused with 409 naming it.
 */
import type { FastifyPluginAsync } from 'fastify';

import { isCalendarDay } from '../lib/days';
import { badRequest, HttpError } from '../lib/httpError';
import {
  recordedTxnId,
  WALLET_EXPORT_COLUMNS,
  WALLET_TABLE,
  walletPayments,
} from '../repositories/walletPayments';
import { errorReplySchema } from '../../../contract/common';
import { notADay } from '../../../contract/fields';
import {
  createWalletPaymentSchema,
  duplicateTxnMessage,
  updateWalletPaymentSchema,
  walletPaymentSchema,
  walletPaymentsExportQuerySchema,
  walletPaymentsPageQuerySchema,
  type WalletPayment,
} from '../../../contract/wallet';
import { resourceRoutes } from './resource';
import type { Resource } from './resourceKit';
import { pagedListRoutes } from './shopListRoutes';

const walletPaymentResource: Resource<WalletPayment> = {
  one: 'Wallet payment',
  many: 'Wallet payments',
  keys: { one: 'walletPayment', many: 'walletPayments' },
  item: walletPaymentSchema,
  table: walletPayments,
  createBody: createWalletPaymentSchema,
  updateBody: updateWalletPaymentSchema,
  images: [{ name: 'screenshot', tooLarge: 'Image must be smaller than 5MB.' }],
  hasStatus: false,
  async checkBody(tx, { date, txnId }, id) {
    // '2026-02-30' has the shape the schema asks for, yet is no day.
    if (date !== undefined && !isCalendarDay(date)) throw badRequest(notADay('date'));
    const recorded = txnId === undefined ? undefined : await recordedTxnId(tx, txnId, id);
    if (recorded !== undefined) {
      throw new HttpError(409, { success: false, message: duplicateTxnMessage(recorded) });
    }
  },
  bodyConflict: errorReplySchema,
};

export const walletPaymentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(resourceRoutes, {
    prefix: '/admin/wallet-payment',
    resource: walletPaymentResource,
  });
  pagedListRoutes(app, {
    table: WALLET_TABLE,
    names: { path: 'wallet-payments', key: 'walletPayments' },
    rowName: 'wallet payment',
    message: 'Wallet payments fetched successfully.',
    pagedRowSchema: walletPaymentSchema,
    pageQuerySchema: walletPaymentsPageQuerySchema,
    exportQuerySchema: walletPaymentsExportQuerySchema,
    exportColumns: WALLET_EXPORT_COLUMNS,
    filtersOf: ({ from, to }) => ({ from, to }),
  });
};
