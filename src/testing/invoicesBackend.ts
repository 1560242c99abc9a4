/**
 * The reference server's invoices (docs/decisions.md#content-on-the-server) over MSW, for the
 * server-mode tests of Payment Management: the paged list searched by number, gift card or buyer
 * e-mail and filtered by status, one invoice with its taxes, its PDF, and the void that honours
 * If-Match (409 with the invoice as it is now) and refuses an invoice void already.
 */
import { http, HttpResponse } from 'msw';
import type { Invoice, InvoiceDetails } from '../../contract/invoices';
import { API, TEST_ADMIN } from './handlers';
import { server } from './server';
import { OTHER_ADMIN } from './versionedBackend';

/** The GST of ₹1,000, as the server splits it. */
const TAXES_OF_1000 = {
  taxableValue: 847.46,
  taxLines: [
    { name: 'CGST', rate: 9, amount: 76.27 },
    { name: 'SGST', rate: 9, amount: 76.27 },
  ],
};

/** An invoice with its details; a test that changes the amount gives its taxes too. */
export const INVOICE = (id: number, changes: Partial<InvoiceDetails> = {}): InvoiceDetails => ({
  id,
  number: `INV-${String(id).padStart(6, '0')}`,
  orderId: `ORDER${id}`,
  giftCardName: 'Amazon Gift Card ₹1000',
  buyerName: 'Asha Rao',
  buyerEmail: 'asha@example.com',
  amount: 1000,
  date: '2026-11-20T10:00:00.000Z',
  status: 'Paid',
  version: 1,
  ...TAXES_OF_1000,
  ...changes,
});

/** The PDF's bytes as the fake server sends them: enough to tell it is one. */
export const PDF_TEXT = '%PDF-1.3 fake';

/** One page of `rows` as the query string asks: `q` and `status`, newest first. */
function page(rows: readonly Invoice[], params: URLSearchParams) {
  const q = (params.get('q') ?? '').toLowerCase();
  const status = params.get('status');
  const pageSize = Number(params.get('pageSize') ?? 25);
  const pageNumber = Number(params.get('page') ?? 1);
  const found = rows
    .filter((row) =>
      [row.number, row.giftCardName, row.buyerEmail ?? ''].some((text) =>
        text.toLowerCase().includes(q),
      ),
    )
    .filter((row) => status === null || row.status === status);
  const totalPages = Math.ceil(found.length / pageSize);
  const pagination = {
    page: pageNumber,
    pageSize,
    total: found.length,
    totalPages,
    totalExact: true,
  };
  return { invoices: found.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), pagination };
}

const conflict = (invoice: Invoice, message: string) =>
  HttpResponse.json(
    {
      success: false,
      message,
      requestId: 'req-1',
      current: invoice,
      changedBy: OTHER_ADMIN,
      changedAt: invoice.voidedAt ?? null,
    },
    { status: 409 },
  );

/** Serves `initial`; answers what the fake holds and what it was asked and sent. */
export function serveInvoices(initial: readonly InvoiceDetails[]) {
  const backend = {
    invoices: initial.map((invoice) => ({ ...invoice })),
    asked: [] as Record<string, string>[],
    voids: [] as { id: number; ifMatch: string | null }[],
    /** Voids the invoice as `by` (another admin unless said), raising its version. */
    markVoid(id: number, by = OTHER_ADMIN.email) {
      const invoice = backend.invoices.find((row) => row.id === id);
      if (!invoice) return;
      Object.assign(invoice, {
        status: 'Void',
        voidedAt: '2026-11-21T09:00:00.000Z',
        voidedBy: by,
        version: invoice.version + 1,
      });
    },
  };
  const find = (id: unknown) => backend.invoices.find((row) => row.id === Number(id));
  server.use(
    http.get(`${API}/admin/invoices`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      backend.asked.push(Object.fromEntries(params));
      return HttpResponse.json({
        success: true,
        message: 'Invoices fetched successfully.',
        ...page(backend.invoices, params),
      });
    }),
    http.get(`${API}/admin/invoice/:id`, ({ params }) => {
      const invoice = find(params.id);
      if (!invoice)
        return HttpResponse.json(
          { success: false, message: 'Invoice not found.' },
          { status: 404 },
        );
      return HttpResponse.json({
        success: true,
        invoice,
      });
    }),
    http.get(`${API}/admin/invoice/:id/pdf`, ({ params }) => {
      const invoice = find(params.id);
      return new HttpResponse(PDF_TEXT, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${invoice?.number ?? 'x'}.pdf"`,
        },
      });
    }),
    http.delete(`${API}/admin/invoice/:id`, ({ params, request }) => {
      const invoice = find(params.id);
      if (!invoice)
        return HttpResponse.json(
          { success: false, message: 'Invoice not found.' },
          { status: 404 },
        );
      const ifMatch = request.headers.get('if-match');
      backend.voids.push({ id: invoice.id, ifMatch });
      if (ifMatch !== null && ifMatch !== `"${invoice.version}"`) {
        return conflict(invoice, 'Invoice was changed by meera@shop.example after you read it.');
      }
      if (invoice.status === 'Void')
        return conflict(invoice, `Invoice ${invoice.number} is already void.`);
      backend.markVoid(invoice.id, TEST_ADMIN.email);
      return HttpResponse.json({ success: true, invoice });
    }),
  );
  return backend;
}
