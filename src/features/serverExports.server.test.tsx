/**
 * The CSV exports made on the server (docs/decisions.md#content-on-the-server): Blog Management's
 * and Payment Management's, each asked with its list's search, filter and sort.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BLOG, serveBlogs } from '@/testing/blogsBackend';
import { catchDownloads } from '@/testing/downloads';
import { API } from '@/testing/handlers';
import { INVOICE, serveInvoices } from '@/testing/invoicesBackend';
import { renderScreen } from '@/testing/screenKit';
import { withServerScreens } from '@/testing/screensMode';
import { server } from '@/testing/server';

const CASES = [
  {
    screen: 'Blog Management',
    serve: () => serveBlogs([BLOG(2, 'Five packing tips', { status: 'Published' })]),
    list: 'blogs',
    csv: { heading: 'Title', row: 'Five packing tips' },
    route: '/blog-management?q=tips&status=Published&sort=date&order=asc',
    asked: { q: 'tips', sort: 'date', order: 'asc', status: 'Published' },
  },
  {
    screen: 'Payment Management',
    serve: () => serveInvoices([INVOICE(2, { status: 'Void' })]),
    list: 'invoices',
    csv: { heading: 'Invoice ID', row: 'INV-000002' },
    route: '/payment-management?q=inv&status=Void&sort=amount&order=asc',
    asked: { q: 'inv', sort: 'amount', order: 'asc', status: 'Void' },
  },
];

describe.each(CASES)(
  '$screen, exported from the server',
  ({ serve, list, csv, route, asked, ...at }) => {
    withServerScreens();

    it("exports the rows the list's search, filter and sort match", async () => {
      const { heading, row } = csv;
      const downloads = catchDownloads();
      try {
        serve();
        const exports: Record<string, string>[] = [];
        server.use(
          http.get(`${API}/admin/${list}.csv`, ({ request }) => {
            exports.push(Object.fromEntries(new URL(request.url).searchParams));
            return new HttpResponse(`\uFEFF${heading}\r\n${row}\r\n`, {
              headers: { 'content-disposition': `attachment; filename="${list}-2026-11-26.csv"` },
            });
          }),
        );
        const { user } = await renderScreen(route, at.screen);
        await screen.findByRole('row', { name: new RegExp(row) });
        await user.click(screen.getByRole('button', { name: 'Export CSV' }));
        await waitFor(() => expect(downloads.count()).toBe(1));
        expect(exports).toEqual([asked]);
        expect((await downloads.saved())[0]?.name).toBe(`${list}-2026-11-26.csv`);
      } finally {
        downloads.restore();
      }
    });
  },
);
