import { act, screen, waitFor, within } from '@testing-library/react';
import { catchDownloads } from '@/testing/downloads';
import { renderApp, signedIn } from '@/testing/renderApp';
import { expectTextsIn } from '@/testing/ui';

async function renderPayments(route = '/payment-management') {
  const view = renderApp({ route, session: signedIn() });
  await screen.findByRole('heading', { name: 'Payment Management' });
  return view;
}

type User = Awaited<ReturnType<typeof renderPayments>>['user'];

const sampleRow = () => screen.queryByRole('row', { name: /INV-2026-0001/ });

async function openMenuItem(user: User, item: string) {
  await user.click(await screen.findByRole('button', { name: 'Actions for INV-2026-0001' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

describe('Payment Management', () => {
  it("shows the sample invoice in dollars, the spec's columns and the footer", async () => {
    await renderPayments();
    const row = await screen.findByRole('row', { name: /INV-2026-0001/ });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.join(', ')).toBe('Invoice ID, Gift Card Name, Date, Amount, Status, Actions');
    for (const cell of ['Amazon Gift Card', 'Nov 20, 2026', '$100']) {
      expect(within(row).getByText(cell)).toBeInTheDocument();
    }
    expect(within(row).getByText('Paid').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'green',
    );
    expect(screen.getByText('No more records found')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search invoices...')).toBeInTheDocument();
  });

  it('searches by invoice id or gift card name, kept in ?q=', async () => {
    const { user, router } = await renderPayments();
    await screen.findByRole('row', { name: /INV-2026-0001/ });
    const search = screen.getByRole('searchbox', { name: /Search invoices/ });

    await user.click(search);
    await user.paste('netflix');
    expect(await screen.findByText('No invoices found')).toBeInTheDocument();
    expect(sampleRow()).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=netflix');

    for (const query of ['AMAZON', 'inv-2026']) {
      await user.clear(search);
      await user.paste(query);
      expect(await screen.findByRole('row', { name: /INV-2026-0001/ })).toBeInTheDocument();
    }
  });

  it('starts from the search in the address', async () => {
    await renderPayments('/payment-management?q=pending');
    expect(await screen.findByText('No invoices found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /Search invoices/ })).toHaveValue('pending');
  });

  it('filters by the Status choice in the toolbar, as the server does, with a chip that takes it off', async () => {
    const { user, router } = await renderPayments();
    await screen.findByRole('row', { name: /INV-2026-0001/ });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Void' }));
    expect(await screen.findByText('No invoices found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=Void');

    const chip = await screen.findByRole('button', { name: 'Status is Void' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Void');
    act(() => chip.focus());
    await user.keyboard('{Backspace}');
    expect(await screen.findByRole('row', { name: /INV-2026-0001/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All');
  });

  it.each([
    ['View Details', (user: User) => openMenuItem(user, 'View Details')],
    [
      'a click on its row',
      async (user: User) =>
        user.click(await screen.findByRole('gridcell', { name: 'Amazon Gift Card' })),
    ],
  ])('%s shows every field of the invoice', async (_, open) => {
    const { user } = await renderPayments();
    await open(user);
    const dialog = await screen.findByRole('dialog', { name: 'Invoice Details' });
    expectTextsIn(dialog, ['INV-2026-0001', 'Amazon Gift Card', 'Nov 20, 2026', '$100', 'Paid']);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('a clicked row opens its details and does not stay selected, as nothing is selected here', async () => {
    const { user } = await renderPayments();
    await user.click(await screen.findByRole('gridcell', { name: 'Amazon Gift Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sampleRow()).toHaveAttribute('aria-selected', 'false');
  });

  it('Download File saves the invoice as a CSV file, with the byte order mark every CSV file has', async () => {
    const { user } = await renderPayments();
    const downloads = catchDownloads();
    try {
      await openMenuItem(user, 'Download File');
      await waitFor(() => expect(downloads.count()).toBe(1));
      expect(await downloads.saved()).toEqual([
        {
          name: 'INV-2026-0001.csv',
          type: 'text/csv;charset=utf-8',
          text:
            '\uFEFFInvoice ID,Gift Card Name,Date,Amount,Currency,Status\r\n' +
            'INV-2026-0001,Amazon Gift Card,2026-11-20,100.00,USD,Paid\r\n',
        },
      ]);
      expect(document.querySelector('a[download]')).toBeNull();
    } finally {
      downloads.restore();
    }
  });

  it('Delete asks first, then removes the row and says so; a fresh store has the sample again', async () => {
    const { user, store, unmount } = await renderPayments();
    await openMenuItem(user, 'Delete');
    let confirmation = await screen.findByRole('dialog', { name: 'Delete invoice?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirmation).not.toBeInTheDocument());
    expect(sampleRow()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await openMenuItem(user, 'Delete');
    confirmation = await screen.findByRole('dialog', { name: 'Delete invoice?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No invoices found')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invoice deleted successfully!');
    expect(sampleRow()).not.toBeInTheDocument();
    expect(store.getState().tabLists.invoices).toEqual([]);
    expect(screen.getByText('No more records found')).toBeInTheDocument();

    unmount();
    const reloaded = await renderPayments();
    expect(await screen.findByRole('row', { name: /INV-2026-0001/ })).toBeInTheDocument();
    expect(reloaded.store.getState().tabLists.invoices).toMatchObject([
      { number: 'INV-2026-0001', amount: 100, currency: 'USD', status: 'Paid' },
    ]);
  });
});
