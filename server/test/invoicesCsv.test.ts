/** Payment Management's CSV export (docs/api.md#invoices): the invoices the list's query matches. */
import { useSignedInApp } from './support/lifecycle';
import { threeInvoices, voidAs } from './support/invoiceOrders';

const server = useSignedInApp();

beforeEach(() => threeInvoices(server.db));

it('exports every invoice the search, status and sort match, with its columns', async () => {
  expect((await voidAs(server, 2, 1)).statusCode).toBe(200);
  const response = await server.call('GET', '/admin/invoices.csv?status=Void&sort=number');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  const lines = response.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Invoice ID,Order ID,Gift Card Name,Buyer,Email,Amount (₹),Date,Status');
  expect(lines.slice(1)).toEqual([expect.stringMatching(/^INV-000002,order-2,.*,Void$/)]);

  const all = await server.call('GET', '/admin/invoices.csv?sort=number&order=asc');
  const numbers = all.body
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[0]);
  expect(numbers).toEqual(['INV-000001', 'INV-000002', 'INV-000003']);
});
