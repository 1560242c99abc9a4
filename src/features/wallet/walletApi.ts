/**
 * Wallet Management's calls on the reference server (docs/decisions.md#content-on-the-server):
 * one page of payments, searched and sorted, and create, update and delete (api/keptList.ts); a
 * transaction ID already recorded is refused in the server's words.
 */
import type {
  NewWalletPayment,
  WalletPayment as WirePayment,
  WalletPaymentChanges,
  WalletSort,
} from '../../../contract/wallet';
import type { ImageOf } from '../../../contract/resources';
import { keptResource } from '@/api/keptList';

/** A payment as the screen holds it: its screenshot an address the browser loads, or none. */
export type WalletPayment = Omit<WirePayment, 'screenshot'> & { screenshot: string | null };

/** Create sends the screenshot as a data URL; update sends one only when it is replaced. */
export type WalletPaymentBody = NewWalletPayment | WalletPaymentChanges;

export const walletPayments = keptResource<WalletPayment, WalletPaymentBody, WalletSort>(
  'walletPayments',
  {
    loadFailure: 'Failed to load wallet payments:',
    mediaFields: ['screenshot'],
    sorts: { receiver: 'receiver', date: 'date', amount: 'amount' },
  },
);

/** A payment's screenshot, a proof of payment that only some admins may see. */
export const SCREENSHOT: ImageOf = { resource: 'walletPayments', field: 'screenshot' };
