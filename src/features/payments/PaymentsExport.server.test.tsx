/** Payment Management's CSV export on the server (docs/decisions.md#content-on-the-server). */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { catchDownloads } from '@/testing/downloads';
import { API } from '@/testing/handlers';
import { INVOICE, serveInvoices } from '@/testing/invoicesBackend';
import { renderScreen } from '@/testing/screenKit';
import { withServerScreens } from '@/testing/screensMode';
import { server } from '@/testing/server';

describe('Payment Management, exported from the server', () => {
  withServerScreens();

  it("exports the invoices the list's search, status and sort match", async () => {
    const downloads = catchDownloads();
    try {
      serveInvoices([INVOICE(2, { status: 'Void' })]);
      const exports: Record<string, string>[] = [];
      server.use(
        http.get(`${API}/admin/invoices.csv`, ({ request }) => {
          exports.push(Object.fromEntries(new URL(request.url).searchParams));
          return new HttpResponse('\uFEFFInvoice ID\r\nINV-000002\r\n', {
            headers: { 'content-disposition': 'attachment; filename="invoices-2026-11-26.csv"' },
          });
        }),
      );
      const { user } = await renderScreen(
        '/payment-management?q=inv&status=Void&sort=amount&order=asc',
        'Payment Management',
      );
      await screen.findByRole('row', { name: /INV-000002/ });
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads.count()).toBe(1));
      expect(exports).toEqual([{ q: 'inv', sort: 'amount', order: 'asc', status: 'Void' }]);
      expect((await downloads.saved())[0]?.name).toBe('invoices-2026-11-26.csv');
    } finally {
      downloads.restore();
    }
  });
});
