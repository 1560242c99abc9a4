import { screen, waitFor, within } from '@testing-library/react';
import { catchDownloads } from '@/testing/downloads';
import { INVOICE, PDF_TEXT, serveInvoices } from '@/testing/invoicesBackend';
import { columnHeaders, renderScreen, type ScreenView } from '@/testing/screenKit';
import { withServerScreens } from '@/testing/screensMode';
import { fill } from '@/testing/ui';

const ROUTE = '/payment-management';
const FIRST = INVOICE(1, {
  giftCardName: 'Flipkart Gift Card ₹2500',
  amount: 2500,
  taxableValue: 2118.64,
  taxLines: ['CGST', 'SGST'].map((name) => ({ name, rate: 9, amount: 190.68 })),
});
const SECOND = INVOICE(2, { buyerEmail: 'ravi@example.com', date: '2026-11-21T10:00:00.000Z' });

async function renderPayments(route = ROUTE) {
  const view = await renderScreen(route, 'Payment Management');
  await screen.findByRole('row', { name: /INV-000002/ });
  return view;
}

async function openMenuItem(user: ScreenView['user'], number: string, item: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${number}` }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

const urlParams = (router: ScreenView['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('Payment Management, the invoices the server made', () => {
  withServerScreens();

  it("lists the invoices with the spec's columns, in rupees, and the footer on the last page", async () => {
    serveInvoices([SECOND, FIRST]);
    await renderPayments();
    expect(columnHeaders()).toEqual([
      'Invoice ID',
      'Gift Card Name',
      'Date',
      'Amount',
      'Status',
      'Actions',
    ]);
    const row = within(screen.getByRole('row', { name: /INV-000001/ }));
    for (const cell of ['Flipkart Gift Card ₹2500', 'Nov 20, 2026', '₹2,500.00']) {
      expect(row.getByText(cell)).toBeInTheDocument();
    }
    expect(row.getByText('Paid').closest('[data-tone]')).toHaveAttribute('data-tone', 'green');
    expect(screen.getByText('No more records found')).toBeInTheDocument();
  });

  it('asks for the search and status of the URL, and writes new ones there', async () => {
    const { asked } = serveInvoices([SECOND, FIRST]);
    const { user, router } = await renderPayments(`${ROUTE}?q=inv&status=Paid`);
    expect(asked[0]).toEqual({
      page: '1',
      pageSize: '50',
      q: 'inv',
      sort: 'createdAt',
      order: 'desc',
      status: 'Paid',
    });
    await fill(user, screen.getByRole('searchbox', { name: /Search invoices/ }), 'ravi@');
    await waitFor(() => expect(screen.queryByRole('row', { name: /INV-000001/ })).toBeNull());
    expect(urlParams(router)).toEqual({ q: 'ravi@', status: 'Paid' });
  });

  it('filters by the Status choice in the toolbar, as the server filters', async () => {
    const { asked } = serveInvoices([SECOND, INVOICE(1, { status: 'Void', version: 2 })]);
    const { user, router } = await renderPayments();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Void' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /INV-000002/ })).toBeNull());
    expect(screen.getByRole('row', { name: /INV-000001/ })).toBeInTheDocument();
    expect(urlParams(router)).toEqual({ status: 'Void' });
    expect(asked.at(-1)).toMatchObject({ status: 'Void' });
  });

  it("a click on an invoice's row opens its details", async () => {
    serveInvoices([SECOND, FIRST]);
    const { user } = await renderPayments();
    await user.click(await screen.findByRole('gridcell', { name: 'INV-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice Details' });
    expect(within(dialog).getByText('asha@example.com')).toBeInTheDocument();
  });

  it('View Details shows the buyer and the GST of the amount', async () => {
    serveInvoices([SECOND, FIRST]);
    const { user } = await renderPayments();
    await openMenuItem(user, 'INV-000001', 'View Details');
    const dialog = await screen.findByRole('dialog', { name: 'Invoice Details' });
    for (const text of [
      'INV-000001',
      'ORDER1',
      'Asha Rao',
      'asha@example.com',
      '₹2,118.64',
      'CGST 9%',
      '₹190.68',
      '₹2,500.00',
    ]) {
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    }
  });

  it('Download File saves the PDF the server made, named after the invoice', async () => {
    serveInvoices([SECOND, FIRST]);
    const { user } = await renderPayments();
    const downloads = catchDownloads();
    try {
      await openMenuItem(user, 'INV-000002', 'Download File');
      await waitFor(() => expect(downloads.count()).toBe(1));
      expect(await downloads.saved()).toEqual([
        { name: 'INV-000002.pdf', type: 'application/pdf', text: PDF_TEXT },
      ]);
    } finally {
      downloads.restore();
    }
  });

  it('Delete asks first, then voids at the version read: the row shows Void', async () => {
    const backend = serveInvoices([SECOND, FIRST]);
    const { user } = await renderPayments();
    await openMenuItem(user, 'INV-000002', 'Delete');
    let confirmation = await screen.findByRole('dialog', { name: 'Void invoice INV-000002?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(backend.voids).toEqual([]);

    await openMenuItem(user, 'INV-000002', 'Delete');
    confirmation = await screen.findByRole('dialog', { name: 'Void invoice INV-000002?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Void' }));
    expect(await screen.findByText('Invoice INV-000002 voided.')).toBeInTheDocument();
    expect(backend.voids).toEqual([{ id: 2, ifMatch: '"1"' }]);
    const row = screen.getByRole('row', { name: /INV-000002/ });
    expect(await within(row).findByText('Void')).toBeInTheDocument();
  });

  it('says who voided an invoice meanwhile, and shows it Void', async () => {
    const backend = serveInvoices([SECOND, FIRST]);
    const { user } = await renderPayments();
    backend.markVoid(1);
    await openMenuItem(user, 'INV-000001', 'Delete');
    const confirmation = await screen.findByRole('dialog', { name: 'Void invoice INV-000001?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Void' }));
    expect(
      await screen.findByText(
        'Failed to void invoice: Invoice INV-000001 was already voided by meera@shop.example.',
      ),
    ).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /INV-000001/ });
    expect(await within(row).findByText('Void')).toBeInTheDocument();
  });
});
