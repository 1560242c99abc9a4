/**
 * What Payment Management asks the reference server for (docs/decisions.md#content-on-the-server):
 * the page, search, sort and status filter its URL names, read by the same list path as User and
 * Order Management.
 */
import type { InvoiceSort, InvoicesPageQuery, InvoiceStatus } from '../../../contract/invoices';
import { keptPageArgs, type PagedListSpec } from '@/lib/listParams';
import { invoicesApi } from './invoicesApi';

/** Each sortable column and the API's sort key for it. */
export const INVOICE_SORTS = {
  number: 'number',
  date: 'createdAt',
  amount: 'amount',
} as const satisfies Record<string, InvoiceSort>;

export const INVOICE_LIST: PagedListSpec<InvoiceSort, 'status'> = {
  sorts: INVOICE_SORTS,
  defaultSort: 'createdAt',
  filter: { field: 'status', param: 'status' },
};

/** The statuses the filter offers, as the API names them. */
export const INVOICE_STATUSES = ['Paid', 'Void'] as const satisfies readonly InvoiceStatus[];

/** The page the URL names, with only the parameters the API takes. */
export const invoicesPageArgs = (params: URLSearchParams): InvoicesPageQuery =>
  keptPageArgs(params, INVOICE_LIST, INVOICE_STATUSES);

/** Starts loading the page of invoices these URL parameters name, unless it is cached. */
export const prefetchInvoicesPage = (params: URLSearchParams) =>
  invoicesApi.util.prefetch('getInvoicesPage', invoicesPageArgs(params), {});
