/** An invoice as a PDF (docs/api.md#invoices): GET /admin/invoice/:id/pdf, read back as text. */
import { insert, giftOrder, threeInvoices, voidAs } from './support/invoiceOrders';
import { pdfText } from './support/invoicePdfText';
import { useSignedInApp } from './support/lifecycle';
import { ADMIN, bearer, failure, login, withTestApp } from './support/testApp';

const server = useSignedInApp();
beforeEach(() => threeInvoices(server.db));

/** A gift card named by the shop with one unbroken word far longer than a page holds. */
const LONG_NAME = `Gift Card ${'W'.repeat(19_990)}`;

describe('GET /admin/invoice/:id/pdf', () => {
  it('answers the invoice as a PDF named after its number', async () => {
    const response = await server.call('GET', '/admin/invoice/2/pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="INV-000002.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    for (const shown of [
      'Airlo Shop',
      'Invoice number: INV-000002',
      'Invoice date: Feb 10, 2026',
      'Order ID: order-2',
      'Ravi Kumar',
      'ravi@example.com',
      'Flipkart Gift Card ₹2500',
      '₹2,500.00',
      'CGST 9%',
      'SGST 9%',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('VOID');
  });

  it('says VOID on a void invoice, and who voided it', async () => {
    await voidAs(server, 1);
    const text = pdfText((await server.call('GET', '/admin/invoice/1/pdf')).rawPayload);
    expect(text).toContain('VOID');
    expect(text).toContain(`by ${ADMIN.email}.`);
  });

  it('cuts a name too long for the page, ending it with an ellipsis', async () => {
    await insert(server.db, giftOrder('long', '2026-03-12', { product_name: LONG_NAME }));
    const response = await server.call('GET', '/admin/invoice/4/pdf');
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Gift Card W');
    expect(text).toContain('W…');
    const shown = text.match(/W/g)?.length ?? 0;
    expect(shown).toBeGreaterThan(50);
    expect(shown).toBeLessThan(500);
    expect(text).toContain('Total (GST included)');
  });

  it('draws a PDF once per version of its invoice, and keeps it', async () => {
    // A new invoice's content: no earlier test's PDF can be kept under its number and version.
    await insert(server.db, giftOrder('kept', '2026-03-12', { product_name: LONG_NAME }));
    const drawn = server.app.invoicePdfs.drawn;
    const first = await server.call('GET', '/admin/invoice/4/pdf');
    expect(server.app.invoicePdfs.drawn).toBe(drawn + 1);
    const second = await server.call('GET', '/admin/invoice/4/pdf');
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(server.app.invoicePdfs.drawn).toBe(drawn + 1);

    // Voided: a new version, drawn again.
    expect((await voidAs(server, 4)).statusCode).toBe(200);
    const voided = await server.call('GET', '/admin/invoice/4/pdf');
    expect(server.app.invoicePdfs.drawn).toBe(drawn + 2);
    expect(pdfText(voided.rawPayload)).toContain('VOID');
  });

  it('answers 503 with Retry-After while as many PDFs as its queue holds are under way', async () => {
    // A queue of none is full from the start: a PDF that needs drawing is refused at once.
    await withTestApp(server.db, { pdfQueue: 0 }, async (app) => {
      const response = await app.inject({
        method: 'GET',
        url: '/admin/invoice/2/pdf',
        headers: bearer(await login(app)),
      });
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual(
        failure({
          success: false,
          message: 'Too many invoice PDFs are being made. Please try again in a few seconds.',
        }),
      );
      expect(app.invoicePdfs.drawn).toBe(0);
    });
  });
});
