/**
 * Wallet Management's calls on the reference server (docs/decisions.md#content-on-the-server):
 * one page of payments, create, update and delete. Update and delete send the version the payment
 * was read at (If-Match); a stale one's 409 is worded for the admin, and a transaction ID already
 * recorded is refused in the server's words.
 */
import type {
  NewWalletPayment,
  WalletPayment as WirePayment,
  WalletPaymentChanges,
  WalletPaymentsPageQuery,
} from '../../../contract/wallet';
import { baseApi, type ApiBuilder } from '@/api/baseApi';
import { API_PATHS } from '@/api/endpoints';
import { pageQuery, readPage, type PageOf } from '@/api/pagedList';
import { resourceEndpoints } from '@/api/resourceApi';
import { providesList } from '@/api/tags';
import { readConfig } from '@/lib/config';
import { resolveMediaUrl } from '@/lib/images';

/** A payment as the screen holds it: its screenshot an address the browser loads, or none. */
export type WalletPayment = Omit<WirePayment, 'screenshot'> & { screenshot: string | null };

/** Create sends the screenshot as a data URL; update sends one only when it is replaced. */
export type WalletPaymentBody = NewWalletPayment | WalletPaymentChanges;

const withScreenshotUrl = (payment: WirePayment): WalletPayment => ({
  ...payment,
  screenshot: resolveMediaUrl(payment.screenshot, readConfig().apiBaseUrl),
});

const resource = (build: ApiBuilder) =>
  resourceEndpoints<WalletPayment, WalletPaymentBody, never>(build, 'WalletPayment', {
    loadFailure: 'Failed to load wallet payments:',
    mediaFields: ['screenshot'],
  });

export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const { create, update, remove } = resource(build);
    return {
      getWalletPaymentsPage: build.query<PageOf<WalletPayment>, WalletPaymentsPageQuery>({
        // Only the contract's parameters: the server refuses any other.
        query: ({ page, pageSize, q, sort, order, from, to }) =>
          `${API_PATHS.walletPayments}?${pageQuery({ page, pageSize, q, sort, order, from, to })}`,
        transformResponse: (response: unknown) => {
          const { items, pagination } = readPage<WirePayment>(response, 'walletPayments');
          return { items: items.map(withScreenshotUrl), pagination };
        },
        extraOptions: { loadFailure: { notify: 'Failed to load wallet payments:' } },
        providesTags: (page) => providesList('WalletPayment')(page?.items),
      }),
      createWalletPayment: create,
      updateWalletPayment: update,
      deleteWalletPayment: remove,
    };
  },
});

export const {
  useGetWalletPaymentsPageQuery,
  useCreateWalletPaymentMutation,
  useUpdateWalletPaymentMutation,
  useDeleteWalletPaymentMutation,
} = walletApi;
