/** An invoice as a PDF (docs/api.md#invoices): GET /admin/invoice/:id/pdf, read back as text. */
import { threeInvoices, voidAs } from './support/invoiceOrders';
import { pdfText } from './support/invoicePdfText';
import { useSignedInApp } from './support/lifecycle';
import { ADMIN } from './support/testApp';

const server = useSignedInApp();
beforeEach(() => threeInvoices(server.db));

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
});
