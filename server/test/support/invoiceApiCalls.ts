/**
 * The representative calls of the invoices (apiCalls.ts), on the invoice that openapi.test.ts's
 * paid gift-card order was given: the page and its refusal, the export, the invoice, its PDF,
 * its void, and the void refused once it is void.
 */
import { call, get, type ApiCall } from './apiCall';

export const INVOICE_CALLS: ApiCall[] = [
  get('/admin/invoices?q=inv&status=Paid&sort=amount&order=asc'),
  get('/admin/invoices?status=Pending', 400),
  get('/admin/invoices.csv?sort=number'),
  call('GET /admin/invoice/{id}', 200, '/admin/invoice/1'),
  call('GET /admin/invoice/{id}', 404, '/admin/invoice/999'),
  call('GET /admin/invoice/{id}/pdf', 200, '/admin/invoice/1/pdf'),
  call('DELETE /admin/invoice/{id}', 200, {
    url: '/admin/invoice/1',
    headers: { 'if-match': '"1"' },
  }),
  call('DELETE /admin/invoice/{id}', 409, '/admin/invoice/1'),
];
