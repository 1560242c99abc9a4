/**
 * Payment Management's calls (docs/decisions.md#content-on-the-server), answered by the reference
 * server or, for the specification's backend, by the tab (api/tabSource.ts): one page of
 * invoices, searched, sorted and filtered by status (api/keptList.ts), one invoice with its taxes,
 * its PDF saved to the browser's downloads (the server's alone), and its delete, sent with the
 * version it was read at (If-Match): the server voids the invoice, the tab removes its row. A
 * void refused because the invoice is void by now says who voided it.
 */
import type {
  Invoice as WireInvoice,
  InvoiceDetails as WireInvoiceDetails,
  InvoiceSort,
  InvoiceStatus,
} from '../../../contract/invoices';
import { VERSION_HEADER, versionTag } from '../../../contract/versionTag';
import type { ApiError } from '@/api/apiError';
import { baseApi, type ApiMeta } from '@/api/baseApi';
import { API_PATHS } from '@/api/endpoints';
import { keptList } from '@/api/keptList';
import { invalidatesRow } from '@/api/tags';
import { conflictMessage, zoneOf } from '@/api/versionConflict';
import { attachmentName, saveFile } from '@/lib/download';
import type { ConflictReply } from '../../../contract/versions';

/**
 * An invoice as the screen lists it: the server's, made from an order, in rupees; or the
 * specification's sample kept in the tab (api/tabLists.ts), of no order, in dollars.
 */
export type Invoice = Omit<WireInvoice, 'orderId'> & { orderId?: string; currency?: 'USD' };
/** With its amount's taxes, which only the server's invoices have. */
export type InvoiceDetails = Invoice &
  Partial<Pick<WireInvoiceDetails, 'taxableValue' | 'taxLines'>>;

/** "Invoice INV-000012 was already voided by meera@shop.example …", for a 409 of the void. */
export function voidRefusal(error: ApiError, meta?: ApiMeta): ApiError {
  const reply = error.data as Partial<ConflictReply<Invoice>> | undefined;
  if (error.status !== 409 || !reply?.current) return error;
  const { current } = reply;
  const message =
    current.status === 'Void'
      ? `Invoice ${current.number} was already voided by ${current.voidedBy ?? 'another admin'}.`
      : conflictMessage(
          'invoice',
          { changedBy: reply.changedBy ?? null, changedAt: reply.changedAt ?? null },
          zoneOf(meta),
        );
  return { ...error, message };
}

export const invoices = keptList<Invoice, InvoiceSort, 'status', InvoiceStatus>('invoices', {
  loadFailure: 'Failed to load invoices:',
  sorts: { number: 'number', date: 'createdAt', amount: 'amount' },
  filter: { field: 'status', param: 'status', values: ['Paid', 'Void'] },
});

const invoicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoice: build.query<InvoiceDetails, number>({
      query: (id) => API_PATHS.invoice(id),
      transformResponse: (response: { invoice: InvoiceDetails }) => response.invoice,
      extraOptions: { loadFailure: { notify: 'Failed to load the invoice:' } },
      providesTags: (_invoice, _error, id) => [{ type: 'Invoice', id }],
    }),
    /** Answers the saved file's name. */
    downloadInvoicePdf: build.mutation<string, Invoice>({
      query: ({ id, number }) => ({
        url: API_PATHS.invoicePdf(id),
        // The file goes to the browser's downloads, not into the store.
        responseHandler: async (response) => {
          if (!response.ok) return response.json();
          const name = attachmentName(response.headers.get('content-disposition'));
          saveFile(await response.blob(), name ?? `${number}.pdf`);
          return name ?? `${number}.pdf`;
        },
      }),
    }),
    deleteInvoice: build.mutation<{ success: true }, Pick<Invoice, 'id' | 'version'>>({
      query: ({ id, version }) => ({
        url: API_PATHS.invoice(id),
        method: 'DELETE',
        headers: { [VERSION_HEADER]: versionTag(version) },
      }),
      extraOptions: { requireSuccess: true },
      transformErrorResponse: voidRefusal,
      // Refused as stale, the row and the list were stale too.
      invalidatesTags: (result, error, arg) =>
        invalidatesRow('Invoice', ({ id }: Pick<Invoice, 'id'>) => id)(
          result,
          (error as ApiError | undefined)?.status === 409 ? undefined : error,
          arg,
        ),
    }),
  }),
});

export const { useGetInvoiceQuery, useDownloadInvoicePdfMutation, useDeleteInvoiceMutation } =
  invoicesApi;
