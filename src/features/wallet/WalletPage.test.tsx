import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from '@/testing/renderApp';
import { fill } from '@/testing/ui';
import { walletPaymentAdded, type WalletPaymentDraft } from './walletSlice';

async function renderWallet() {
  const view = renderApp({ route: '/wallet-management', session: signedIn() });
  await screen.findByRole('heading', { name: 'Wallet Management' });
  return view;
}

type User = Awaited<ReturnType<typeof renderWallet>>['user'];
type Store = Awaited<ReturnType<typeof renderWallet>>['store'];

const png = (content = 'png', name = 'shot.png') =>
  new File([content], name, { type: 'image/png' });
const dataUrlOf = (content: string) =>
  `data:image/png;base64,${Buffer.from(content).toString('base64')}`;

interface Entry {
  receiver?: string;
  note?: string;
  txnId?: string;
  date?: string;
  amount?: string;
  screenshot?: File;
}

/** Fills the fields given, and chooses the screenshot if one is given. */
async function fillPayment(user: User, dialog: HTMLElement, entry: Entry) {
  const fields: [RegExp, string | undefined][] = [
    [/^Receiver Name/, entry.receiver],
    [/^Payment Note/, entry.note],
    [/^Transaction ID/, entry.txnId],
    [/^Date/, entry.date],
    [/^Amount/, entry.amount],
  ];
  for (const [label, value] of fields) {
    if (value === undefined) continue;
    await fill(user, within(dialog).getByLabelText(label), value);
  }
  if (entry.screenshot) {
    await user.upload(within(dialog).getByLabelText(/^Payment Screenshot/), entry.screenshot);
  }
}

const FULL: Entry = {
  receiver: 'Asha Verma',
  note: 'Refund for order 1042',
  txnId: 'TXN-100001',
  date: '2026-03-05',
  amount: '1499.5',
  screenshot: png(),
};

async function openUpload(user: User) {
  await user.click(screen.getByRole('button', { name: 'Upload Payment' }));
  return screen.findByRole('dialog', { name: 'Upload Payment' });
}

async function submitAndWaitClosed(user: User, dialog: HTMLElement, submit: string) {
  await user.click(within(dialog).getByRole('button', { name: submit }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

async function upload(user: User, entry: Entry = FULL) {
  const dialog = await openUpload(user);
  await fillPayment(user, dialog, entry);
  await submitAndWaitClosed(user, dialog, 'Upload Payment');
}

const SAVED: WalletPaymentDraft = {
  receiver: 'Asha Verma',
  note: 'Refund for order 1042',
  txnId: 'TXN-100001',
  date: '2026-03-05',
  amount: 1499.5,
  screenshot: dataUrlOf('png'),
};

/** Payments already in the list, as earlier uploads leave them (creating is tested through the form). */
async function seed(store: Store, ...drafts: WalletPaymentDraft[]) {
  act(() => drafts.forEach((draft) => store.dispatch(walletPaymentAdded(draft))));
  await screen.findByRole('row', { name: new RegExp(drafts[0].txnId) });
}

describe('Wallet Management', () => {
  it("starts empty with 'No transactions found' and the spec's columns", async () => {
    await renderWallet();
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Sr. No',
      'Receiver Name',
      'Note',
      'Trans. ID',
      'Date',
      'Screenshot',
      'Actions',
    ]);
  });

  it('shows every required message under its field, and the placeholder', async () => {
    const { user } = await renderWallet();
    const dialog = await openUpload(user);
    expect(within(dialog).getByLabelText(/^Transaction ID/)).toHaveAttribute(
      'placeholder',
      'TXN-123456',
    );
    expect(within(dialog).getByLabelText(/^Date/)).toHaveAttribute('type', 'date');
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveAttribute('type', 'number');
    await user.click(within(dialog).getByRole('button', { name: 'Upload Payment' }));
    const messages: [RegExp, string][] = [
      [/^Receiver Name/, 'Receiver name is required.'],
      [/^Payment Note/, 'Note is required.'],
      [/^Transaction ID/, 'Transaction ID is required.'],
      [/^Date/, 'Date is required.'],
      [/^Amount/, 'Amount is required.'],
      [/^Payment Screenshot/, 'Screenshot is required.'],
    ];
    for (const [label, message] of messages) {
      // Each message is the field's own description, i.e. shown under that field.
      await waitFor(() =>
        expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(message),
      );
    }
  });

  it('counts whitespace alone as missing and trims what it stores', async () => {
    const { user, store } = await renderWallet();
    const dialog = await openUpload(user);
    await fillPayment(user, dialog, { receiver: '   ' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload Payment' }));
    expect(await within(dialog).findByText('Receiver name is required.')).toBeInTheDocument();

    await fillPayment(user, dialog, {
      ...FULL,
      receiver: '  Asha  ',
      note: ' Refund ',
      txnId: ' TXN-7 ',
    });
    await submitAndWaitClosed(user, dialog, 'Upload Payment');
    const row = await screen.findByRole('row', { name: /TXN-7/ });
    expect(within(row).getByRole('gridcell', { name: 'Asha' })).toBeInTheDocument();
    expect(store.getState().wallet.items).toEqual([
      expect.objectContaining({ receiver: 'Asha', note: 'Refund', txnId: 'TXN-7' }),
    ]);
  });

  it('uploads a payment: the row, the short date, and the screenshot behind View', async () => {
    const { user, store } = await renderWallet();
    await upload(user);
    const row = await screen.findByRole('row', { name: /TXN-100001/ });
    expect(within(row).getByRole('gridcell', { name: '1' })).toBeInTheDocument();
    expect(within(row).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(row).getByText('Refund for order 1042')).toBeInTheDocument();
    expect(within(row).getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(store.getState().wallet.items).toEqual([
      {
        id: expect.any(String),
        receiver: 'Asha Verma',
        note: 'Refund for order 1042',
        txnId: 'TXN-100001',
        date: '2026-03-05',
        amount: 1499.5,
        screenshot: dataUrlOf('png'),
      },
    ]);

    await user.click(within(row).getByRole('button', { name: 'View screenshot for TXN-100001' }));
    const view = await screen.findByRole('dialog', { name: 'Payment screenshot for TXN-100001' });
    expect(
      within(view).getByRole('img', { name: 'Payment screenshot for TXN-100001' }),
    ).toHaveAttribute('src', dataUrlOf('png'));
    await user.click(within(view).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view).not.toBeInTheDocument());
  });

  it('refuses a screenshot over 5 MB, and choosing a file clears the error', async () => {
    const { user } = await renderWallet();
    const dialog = await openUpload(user);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Payment' }));
    expect(await within(dialog).findByText('Screenshot is required.')).toBeInTheDocument();

    await user.upload(
      within(dialog).getByLabelText(/^Payment Screenshot/),
      new File([new Uint8Array(5242881)], 'big.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByText('Image must be smaller than 5MB.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Screenshot is required.')).not.toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText(/^Payment Screenshot/), png());
    await waitFor(() =>
      expect(within(dialog).queryByText('Image must be smaller than 5MB.')).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByText('shot.png')).toBeInTheDocument();
  });

  it('edits in place, keeping the old screenshot when no new file is chosen', async () => {
    const { user, store } = await renderWallet();
    await seed(store, SAVED, { ...SAVED, receiver: 'Ravi Kumar', txnId: 'TXN-100002' });
    const before = store.getState().wallet.items[0];

    await user.click(screen.getByRole('button', { name: 'Edit transaction TXN-100001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Payment' });
    expect(within(dialog).getByLabelText(/^Receiver Name/)).toHaveValue('Asha Verma');
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveValue(1499.5);
    expect(
      within(dialog).getByText('Keeping existing screenshot (no need to re-upload)'),
    ).toBeInTheDocument();
    await fillPayment(user, dialog, {
      receiver: ' Asha Menon ',
      note: 'Cashback',
      date: '2026-04-01',
    });
    await submitAndWaitClosed(user, dialog, 'Save Changes');

    const row = await screen.findByRole('row', { name: /TXN-100001/ });
    expect(within(row).getByText('Asha Menon')).toBeInTheDocument();
    expect(within(row).getByText('Cashback')).toBeInTheDocument();
    expect(within(row).getByText('Apr 1, 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(store.getState().wallet.items).toEqual([
      { ...before, receiver: 'Asha Menon', note: 'Cashback', date: '2026-04-01' },
      expect.objectContaining({ receiver: 'Ravi Kumar' }),
    ]);
  });

  it('replaces the screenshot when a new one is chosen while editing', async () => {
    const { user, store } = await renderWallet();
    await seed(store, SAVED);
    await user.click(screen.getByRole('button', { name: 'Edit transaction TXN-100001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Payment' });
    await user.upload(within(dialog).getByLabelText(/^Payment Screenshot/), png('new', 'new.png'));
    expect(
      within(dialog).queryByText('Keeping existing screenshot (no need to re-upload)'),
    ).not.toBeInTheDocument();
    await submitAndWaitClosed(user, dialog, 'Save Changes');
    expect(store.getState().wallet.items[0].screenshot).toBe(dataUrlOf('new'));
  });

  it('deletes after confirmation, and keeps the row when cancelled', async () => {
    const { user, store } = await renderWallet();
    await seed(store, SAVED);
    await user.click(screen.getByRole('button', { name: 'Delete transaction TXN-100001' }));
    let confirmation = await screen.findByRole('dialog', { name: 'Delete transaction?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('row', { name: /TXN-100001/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete transaction TXN-100001' }));
    confirmation = await screen.findByRole('dialog', { name: 'Delete transaction?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
    expect(store.getState().wallet.items).toEqual([]);
  });

  it('closing the dialog resets the form and its errors', async () => {
    const { user } = await renderWallet();
    let dialog = await openUpload(user);
    await fillPayment(user, dialog, { receiver: 'Half typed' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload Payment' }));
    expect(await within(dialog).findByText('Note is required.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    dialog = await openUpload(user);
    expect(within(dialog).getByLabelText(/^Receiver Name/)).toHaveValue('');
    expect(within(dialog).queryByText('Note is required.')).not.toBeInTheDocument();
  });

  it('starts empty again in a fresh store (a reload)', async () => {
    const first = await renderWallet();
    await seed(first.store, SAVED);
    first.unmount();
    await renderWallet();
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
  });
});
