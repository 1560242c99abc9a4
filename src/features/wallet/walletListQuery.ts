/**
 * What Wallet Management asks the reference server for (docs/decisions.md#content-on-the-server):
 * the page, search and sort its URL names, read by the same list path as User Management.
 */
import type { WalletPaymentsPageQuery, WalletSort } from '../../../contract/wallet';
import { keptPageArgs, type PagedListSpec } from '@/lib/listParams';
import { walletApi } from './walletApi';

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

/** The page the URL names, with only the parameters the API takes. */
export const walletPageArgs = (params: URLSearchParams): WalletPaymentsPageQuery =>
  keptPageArgs(params, WALLET_LIST);

/** Starts loading the page of payments these URL parameters name, unless it is cached. */
export const prefetchWalletPage = (params: URLSearchParams) =>
  walletApi.util.prefetch('getWalletPaymentsPage', walletPageArgs(params), {});
