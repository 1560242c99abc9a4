/** Wallet Management as its tests drive it: a valid body, payments made by the API. */
import type { WalletPayment } from '../../../contract/wallet';
import { pngDataUrl } from './images';
import { createVia } from './keptWrites';
import type { SignedInApp } from './lifecycle';
import { failure } from './testApp';

export const validWalletPayment = (overrides: object = {}) => ({
  receiver: 'Priya Sharma',
  note: 'Refund for cancelled eSIM order',
  txnId: 'TXN-123456',
  date: '2026-11-20',
  amount: 1499.5,
  screenshot: pngDataUrl(1),
  ...overrides,
});

export const createWalletPayment = (server: SignedInApp, overrides: object = {}) =>
  createVia<WalletPayment>(
    server,
    '/admin/wallet-payment/create',
    'walletPayment',
    validWalletPayment(overrides),
  );

/** The 409 of a transaction ID already recorded (TXN-123456, validWalletPayment's). */
export const TXN_RECORDED = {
  status: 409,
  body: failure({
    success: false,
    message: 'Transaction ID TXN-123456 is already recorded.',
    field: 'txnId',
  }),
};
