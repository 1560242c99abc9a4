import { rupeeColumn, serverColumns, type ListColumn } from '@/components/columns';
import type { ServerWalletPayment } from './walletApi';
import { walletColumns, type WalletRow } from './columns';
import { WALLET_SORTS } from './walletListQuery';

export type ServerWalletRow = WalletRow<ServerWalletPayment>;

/**
 * The specification's columns with Amount (₹) after Date, sorted by the server (receiver, date,
 * amount) (docs/decisions.md#content-on-the-server).
 */
export function serverWalletColumns(
  handlers: Parameters<typeof walletColumns<ServerWalletPayment>>[0],
): ListColumn<ServerWalletRow>[] {
  const columns = walletColumns(handlers);
  const afterDate = columns.findIndex(({ field }) => field === 'date') + 1;
  const amount = rupeeColumn<ServerWalletRow>('amount', 'Amount (₹)');
  return serverColumns(
    [...columns.slice(0, afterDate), amount, ...columns.slice(afterDate)],
    WALLET_SORTS,
  );
}
