import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { catchDownloads } from '@/testing/downloads';
import { API } from '@/testing/handlers';
import { reloadsOnLiveChange } from '@/testing/liveStream';
import { columnHeaders, dataUrlOf, openDialog, png, submitAndExpect } from '@/testing/screenKit';
import { withServerScreens } from '@/testing/screensMode';
import { server } from '@/testing/server';
import { SERVER_WALLET_TEXTS } from '@/testing/serverScreenTexts';
import { expectTextsIn, fill } from '@/testing/ui';
import { expectCreated } from '@/testing/versionedBackend';
import { PAYMENT } from '@/testing/walletBackend';
import {
  FULL,
  fillPayment,
  renderServerWallet,
  SERVER_ROUTE,
  serveServerWallet,
} from '@/testing/walletTestKit';

describe('Wallet Management, kept on the server', () => {
  withServerScreens();
  afterEach(() => jest.restoreAllMocks());

  it('lists the payments with the spec’s columns and the amount, numbered', async () => {
    serveServerWallet();
    await renderServerWallet();
    expect(columnHeaders()).toEqual(SERVER_WALLET_TEXTS.columns);
    const ravi = screen.getByRole('row', { name: /UPI-2002/ });
    expect(within(ravi).getByRole('gridcell', { name: '2' })).toBeInTheDocument();
    expectTextsIn(ravi, ['Mar 5, 2026', '₹1,499.50']);
    expect(screen.queryByRole('button', { name: 'Filter' })).toBeNull();
  });

  it('shows a screenshot fetched with the admin’s token, from a blob URL released on closing', async () => {
    const backend = serveServerWallet();
    const blobs: Blob[] = [];
    jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:http://localhost/screenshot-${blobs.length}`;
    });
    const revoke = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const { user, store } = await renderServerWallet();
    const ravi = screen.getByRole('row', { name: /UPI-2002/ });
    await user.click(within(ravi).getByRole('button', { name: 'View screenshot for UPI-2002' }));
    const viewer = await screen.findByRole('dialog', { name: 'Payment screenshot for UPI-2002' });
    const image = within(viewer).getByRole('img', { name: 'Payment screenshot for UPI-2002' });
    await waitFor(() => expect(image).toHaveAttribute('src', 'blob:http://localhost/screenshot-1'));
    expect(backend.imageAuthorizations).toEqual([`Bearer ${store.getState().session.jwtToken}`]);
    expect(await blobs[0]?.text()).toBe('bytes of payment-2.png');
    expect(revoke).not.toHaveBeenCalled();
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:http://localhost/screenshot-1'));
  });

  it('asks for the search and sort of the URL, and writes new ones there', async () => {
    const { asked } = serveServerWallet();
    const { user, router } = await renderServerWallet(`${SERVER_ROUTE}?q=a&sort=amount&order=asc`);
    expect(asked[0]).toEqual({ page: '1', pageSize: '50', q: 'a', sort: 'amount', order: 'asc' });
    const search = screen.getByRole('searchbox', {
      name: 'Search payments by receiver, note or transaction ID',
    });
    expect(search).toHaveAttribute('placeholder', 'Search payments...');
    await fill(user, search, 'upi');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ q: 'upi' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /TXN-100001/ })).toBeNull());
    await user.click(screen.getByRole('columnheader', { name: 'Receiver Name' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('receiver'),
    );
  });

  it('uploads a payment: the form’s messages, then the trimmed body with its screenshot', async () => {
    const backend = serveServerWallet();
    const { user } = await renderServerWallet();
    const dialog = await openDialog(user, 'Upload Payment');
    await submitAndExpect(user, dialog, 'Upload Payment', SERVER_WALLET_TEXTS.required);
    await fillPayment(user, dialog, { ...FULL, receiver: ' Meera Iyer ', txnId: ' TXN-3 ' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload Payment' }));

    await expectCreated(backend.writes, {
      message: 'Wallet payment created successfully!',
      path: '/admin/wallet-payment/create',
      body: {
        receiver: 'Meera Iyer',
        note: 'Refund for order 1042',
        txnId: 'TXN-3',
        date: '2026-03-05',
        amount: 1499.5,
        screenshot: dataUrlOf('png'),
      },
      row: /TXN-3/,
    });
  });

  it('refuses a transaction ID already recorded in the server’s words, under its field', async () => {
    serveServerWallet();
    const { user } = await renderServerWallet();
    const dialog = await openDialog(user, 'Upload Payment');
    await fillPayment(user, dialog, { ...FULL, txnId: 'upi-2002', screenshot: png() });
    await user.click(within(dialog).getByRole('button', { name: 'Upload Payment' }));
    const txnId = within(dialog).getByLabelText(/^Transaction ID/);
    await waitFor(() =>
      expect(txnId).toHaveAccessibleDescription('Transaction ID UPI-2002 is already recorded.'),
    );
    expect(txnId).toHaveValue('upi-2002');
    expect(txnId).toHaveFocus();
    expect(screen.queryByText(/^Failed to create\/update wallet payment/)).not.toBeInTheDocument();
    // Typed again, it is checked again: the server's refusal goes with the value it was about.
    await user.type(txnId, '9');
    expect(txnId).not.toHaveAccessibleDescription('Transaction ID UPI-2002 is already recorded.');
  });

  it("reloads the list when a colleague changes a payment, and not for a category's change", () => {
    const backend = serveServerWallet();
    return reloadsOnLiveChange({
      render: renderServerWallet,
      entity: 'walletPayment',
      other: 'category',
      add: () => backend.payments.push(PAYMENT(3, 'Kavya Nair', 'TXN-300')),
      row: /TXN-300/,
      loads: () => backend.asked.length,
    });
  });

  it("exports the rows the list's search and sort match, saving the file the server names", async () => {
    const downloads = catchDownloads();
    try {
      serveServerWallet();
      const exports: Record<string, string>[] = [];
      server.use(
        http.get(`${API}/admin/wallet-payments.csv`, ({ request }) => {
          exports.push(Object.fromEntries(new URL(request.url).searchParams));
          return new HttpResponse('\uFEFFReceiver Name\r\nAsha Verma\r\n', {
            headers: { 'content-disposition': 'attachment; filename="wallet-payments-x.csv"' },
          });
        }),
      );
      const { user } = await renderServerWallet(`${SERVER_ROUTE}?q=a&sort=date&order=asc`);
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads.count()).toBe(1));
      expect(exports).toEqual([{ q: 'a', sort: 'date', order: 'asc' }]);
      expect((await downloads.saved())[0]?.name).toBe('wallet-payments-x.csv');
    } finally {
      downloads.restore();
    }
  });
});
