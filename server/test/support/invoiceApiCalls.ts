/**
 * The representative calls of the invoices (apiCalls.ts), on the invoice that openapi.test.ts's
 * paid gift-card order was given: the page and its refusal, the export, the invoice, its PDF,
 * its void, and the void refused once it is void.
 */
import type { ApiCall } from './apiCall';

export const INVOICE_CALLS: ApiCall[] = [
  {
    operation: 'GET /admin/invoices',
    status: 200,
    request: () => ({ url: '/admin/invoices?q=inv&status=Paid&sort=amount&order=asc' }),
  },
  {
    operation: 'GET /admin/invoices',
    status: 400,
    request: () => ({ url: '/admin/invoices?status=Pending' }),
  },
  {
    operation: 'GET /admin/invoices.csv',
    status: 200,
    request: () => ({ url: '/admin/invoices.csv?sort=number' }),
  },
  {
    operation: 'GET /admin/invoice/{id}',
    status: 200,
    request: () => ({ url: '/admin/invoice/1' }),
  },
  {
    operation: 'GET /admin/invoice/{id}',
    status: 404,
    request: () => ({ url: '/admin/invoice/999' }),
  },
  {
    operation: 'GET /admin/invoice/{id}/pdf',
    status: 200,
    request: () => ({ url: '/admin/invoice/1/pdf' }),
  },
  {
    operation: 'DELETE /admin/invoice/{id}',
    status: 200,
    request: () => ({ url: '/admin/invoice/1', headers: { 'if-match': '"1"' } }),
  },
  {
    operation: 'DELETE /admin/invoice/{id}',
    status: 409,
    request: () => ({ url: '/admin/invoice/1' }),
  },
];
