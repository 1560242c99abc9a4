/**
 * What Wallet Management asks the reference server for (docs/decisions.md#content-on-the-server):
 * the page, search and sort its URL names, read by the same list path as User Management.
 */
import type { WalletSort } from '../../../contract/wallet';
import type { PagedListSpec } from '@/lib/listParams';

/** Each sortable column and the API's sort key for it. */
export const WALLET_SORTS = {
  receiver: 'receiver',
  date: 'date',
  amount: 'amount',
} as const satisfies Record<string, WalletSort>;

export const WALLET_LIST: PagedListSpec<WalletSort, never> = {
  sorts: WALLET_SORTS,
  defaultSort: 'createdAt',
};
