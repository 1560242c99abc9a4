/**
 * Payment Management's invoices (docs/api.md#invoices), made by the database from the paid
 * gift-card orders (migration 019), never created or edited here: GET /admin/invoices, a page,
 * and /admin/invoices.csv, its export (shopListRoutes.ts); GET /admin/invoice/:id, one with its
 * taxes; GET /admin/invoice/:id/pdf, it as a PDF (drawn on a thread of its own, and kept:
 * pdf/invoicePdfs.ts); DELETE /admin/invoice/:id, its void: kept, marked Void, at the version
 * read (If-Match), recorded in the trail (which tells the live lists).
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';

import { named } from '../http/operationNames';
import type { Queryable } from '../db/types';
import { HttpError, notFound } from '../lib/httpError';
import { checkVersion, staleWrite } from '../http/versions';
import { PdfQueueFull, RETRY_AFTER_SECONDS } from '../pdf/invoicePdfs';
import { lastChangeOf } from '../repositories/activity';
import {
  findInvoice,
  INVOICE_EXPORT_COLUMNS,
  INVOICE_TABLE,
  voidInvoice,
} from '../repositories/invoices';
import {
  errorReplySchema,
  idParamsSchema,
  replySchemas,
  type IdParams,
} from '../../../contract/common';
import {
  ALREADY_VOID,
  invoiceDetailsSchema,
  invoiceSchema,
  invoicesPageQuerySchema,
  taxesOf,
  type Invoice,
  type InvoiceDetails,
} from '../../../contract/invoices';
import { conflictReplySchema, ifMatchHeadersSchema, versionTag } from '../../../contract/versions';
import { trackChange } from './resourceKit';
import { pagedListRoutes } from './shopListRoutes';

const reply = replySchemas('invoice', 'invoices', invoiceDetailsSchema).one;

const withTaxes = (invoice: Invoice): InvoiceDetails => ({
  ...invoice,
  ...taxesOf(invoice.amount),
});

/** The invoice `id`, or a 404. */
async function found(db: Queryable, id: number, lock = false): Promise<Invoice> {
  const invoice = await findInvoice(db, id, { lock });
  if (!invoice) throw notFound('Invoice not found.');
  return invoice;
}

const lastChange = (tx: Queryable, invoice: Invoice) => () =>
  lastChangeOf(tx, 'invoice', invoice.id);

/** Voids the invoice the request names, at the version it was read; answers it voided. */
function voided(app: FastifyInstance, request: FastifyRequest<{ Params: IdParams }>) {
  return app.db.transaction(async (tx) => {
    const before = await found(tx, request.params.id, true);
    await checkVersion(request, 'Invoice', before, lastChange(tx, before));
    // Voided already, at the version read: said as the conflict it is, with who voided it.
    if (before.status === 'Void') {
      const { body } = staleWrite('Invoice', before, await lastChange(tx, before)());
      throw new HttpError(409, { ...body, message: ALREADY_VOID(before.number) });
    }
    const after = await voidInvoice(tx, before.id, Number(request.user.sub));
    if (!after) throw notFound('Invoice not found.');
    const summary = after.number;
    await trackChange(tx, request, { action: 'void', entity: 'invoice', before, after, summary });
    return after;
  });
}

export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  pagedListRoutes(app, {
    resource: 'invoices',
    table: INVOICE_TABLE,
    pagedRowSchema: invoiceSchema,
    pageQuerySchema: invoicesPageQuerySchema,
    exportColumns: INVOICE_EXPORT_COLUMNS,
  });

  // Its ETag is the version, what a void then sends in If-Match.
  app.get<{ Params: IdParams }>(
    '/admin/invoice/:id',
    { schema: { params: idParamsSchema, response: { 200: reply } } },
    async (request, answer) => {
      const invoice = await found(app.db, request.params.id);
      answer.header('etag', versionTag(invoice.version));
      const message = 'Invoice fetched successfully.';
      return { success: true, message, invoice: withTaxes(invoice) };
    },
  );

  app.get<{ Params: IdParams }>(
    '/admin/invoice/:id/pdf',
    {
      schema: {
        params: idParamsSchema,
        response: {
          200: {
            description: 'The invoice as a PDF, named after its number (Content-Disposition).',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          503: {
            ...errorReplySchema,
            description:
              'Too many PDFs drawn or waiting to be at once (Retry-After says when to try again), ' +
              'or the server shutting down.',
          },
        },
      },
    },
    async (request, answer) => {
      const invoice = withTaxes(await found(app.db, request.params.id));
      const pdf = await app.invoicePdfs.pdfOf(invoice).catch((error: unknown) => {
        // The error handler answers the error's body; the header set here goes with it.
        if (error instanceof PdfQueueFull) answer.header('retry-after', `${RETRY_AFTER_SECONDS}`);
        throw error;
      });
      return answer
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
        .send(pdf);
    },
  );

  app.delete<{ Params: IdParams }>(
    '/admin/invoice/:id',
    {
      schema: {
        // Voided, not deleted (the derived name): the invoice is kept, marked Void.
        ...named('voidInvoice', 'Void an invoice'),
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        response: { 200: reply, 409: conflictReplySchema(invoiceSchema) },
      },
    },
    async (request) => {
      const invoice = withTaxes(await voided(app, request));
      return { success: true, message: `Invoice ${invoice.number} voided successfully!`, invoice };
    },
  );
};
