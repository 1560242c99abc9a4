/** Payment Management's invoices on the server (docs/api.md#invoices): list, one, PDF, void. */
import type { InvoiceDetails } from '../../contract/invoices';
import { useSignedInApp } from './support/lifecycle';
import { threeInvoices, voidAs } from './support/invoiceOrders';
import { ADMIN, badRequest, bearer, failure } from './support/testApp';

const server = useSignedInApp();

beforeEach(() => threeInvoices(server.db));

type Page = { invoices: Array<{ number: string; status: string }>; pagination: { total: number } };

async function numbersOf(query: string) {
  const response = await server.call('GET', `/admin/invoices${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<Page>().invoices.map(({ number }) => number);
}

const voidInvoice = (id: number, version?: number) => voidAs(server, id, version);

describe('GET /admin/invoices', () => {
  it('pages the invoices newest first, each as made from its order', async () => {
    const response = await server.call('GET', '/admin/invoices?pageSize=2');
    expect(response.json()).toEqual({
      success: true,
      message: 'Invoices fetched successfully.',
      invoices: [
        expect.objectContaining({ id: 3, number: 'INV-000003', orderId: 'order-3' }),
        {
          id: 2,
          number: 'INV-000002',
          orderId: 'order-2',
          giftCardName: 'Flipkart Gift Card ₹2500',
          buyerName: 'Ravi Kumar',
          buyerEmail: 'ravi@example.com',
          amount: 2500,
          date: '2026-02-10T10:00:00.000Z',
          status: 'Paid',
          version: 1,
        },
      ],
      pagination: { page: 1, pageSize: 2, total: 3, totalPages: 2, totalExact: true },
    });
  });

  it.each([
    ['the number', 'inv-000002', ['INV-000002']],
    ['the gift card', 'FLIPKART', ['INV-000002']],
    ["the buyer's e-mail", 'asha@', ['INV-000003', 'INV-000001']],
    ['nothing it holds', 'Ravi Kumar', []],
  ])('searches by %s', async (_what, q, numbers) => {
    expect(await numbersOf(`?q=${encodeURIComponent(q)}`)).toEqual(numbers);
  });

  it('sorts by number and amount, and filters by status', async () => {
    expect(await numbersOf('?sort=number&order=asc')).toEqual([
      'INV-000001',
      'INV-000002',
      'INV-000003',
    ]);
    expect(await numbersOf('?sort=amount&order=desc')).toEqual([
      'INV-000002',
      'INV-000001',
      'INV-000003',
    ]);
    expect((await voidInvoice(2)).statusCode).toBe(200);
    expect(await numbersOf('?status=Void')).toEqual(['INV-000002']);
    expect(await numbersOf('?status=Paid')).toEqual(['INV-000003', 'INV-000001']);
  });

  it.each([
    ['?status=Pending', 'status must be Paid or Void.'],
    ['?sort=buyerName', 'sort must be one of createdAt, number, amount.'],
    ['?pageSize=0', 'pageSize must be at least 1.'],
  ])('refuses %s with 400 naming the parameter', async (query, message) => {
    const response = await server.call('GET', `/admin/invoices${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(badRequest(message));
  });
});

describe('GET /admin/invoice/:id', () => {
  it('answers the invoice with its GST, its version as the ETag', async () => {
    const response = await server.call('GET', '/admin/invoice/1');
    expect(response.headers.etag).toBe('"1"');
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Invoice fetched successfully.',
      invoice: {
        number: 'INV-000001',
        buyerName: 'Asha Rao',
        amount: 1000,
        taxableValue: 847.46,
        taxLines: [
          { name: 'CGST', rate: 9, amount: 76.27 },
          { name: 'SGST', rate: 9, amount: 76.27 },
        ],
      },
    });
  });

  it('answers 404 for an invoice not there, 400 for an id that is none', async () => {
    expect(await server.call('GET', '/admin/invoice/99')).toMatchObject({ statusCode: 404 });
    const bad = await server.call('GET', '/admin/invoice/INV-000001');
    expect(bad.json()).toEqual(badRequest('id must be a positive integer.'));
  });
});

describe('DELETE /admin/invoice/:id', () => {
  it('voids the invoice, keeps it, and records who did', async () => {
    const response = await voidInvoice(1, 1);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Invoice INV-000001 voided successfully!',
      invoice: { id: 1, status: 'Void', voidedBy: ADMIN.email, version: 2 },
    });
    const voided = response.json<{ invoice: InvoiceDetails }>().invoice;
    expect(voided.voidedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await numbersOf('?sort=number&order=asc')).toHaveLength(3);
    const trail = await server.call('GET', '/admin/activity?entity=invoice');
    expect(trail.json()).toMatchObject({
      activity: [
        {
          action: 'void',
          entity: 'invoice',
          entityId: '1',
          summary: 'INV-000001',
          before: { status: 'Paid' },
          after: { status: 'Void', voidedBy: ADMIN.email },
        },
      ],
    });
  });

  it('refuses a void read at an older version, and a second void, with 409', async () => {
    expect((await voidInvoice(1)).statusCode).toBe(200);
    const stale = await voidInvoice(1, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: expect.stringMatching(/^Invoice was changed by admin@example\.com at /),
      current: { status: 'Void', version: 2 },
    });
    const twice = await voidInvoice(1, 2);
    expect(twice.json()).toEqual(
      failure({
        success: false,
        message: 'Invoice INV-000001 is already void.',
        current: expect.objectContaining({ status: 'Void' }),
        changedBy: expect.objectContaining({ email: ADMIN.email }),
        changedAt: expect.any(String),
      }),
    );
    expect(twice.statusCode).toBe(409);
  });

  it('answers 404 for an invoice not there, 400 for a bad If-Match', async () => {
    expect((await voidInvoice(99)).statusCode).toBe(404);
    const bad = await server.app.inject({
      method: 'DELETE',
      url: '/admin/invoice/1',
      headers: { ...bearer(server.token), 'if-match': 'latest' },
    });
    expect(bad.json()).toEqual(
      badRequest('If-Match must be the version the item was read at, as "3".'),
    );
  });
});
