import { screen, waitFor, within } from '@testing-library/react';
import { renderLocal } from '@/testing/localScreenCases';
import { dataUrlOf, png, submitAndWaitClosed } from '@/testing/screenKit';
import * as kit from '@/testing/walletTestKit';
import { expectTextsIn } from '@/testing/ui';

describe('Wallet Management: editing and deleting', () => {
  it('edits in place, keeping the old screenshot when no new file is chosen', async () => {
    const { user, store } = await renderLocal(kit.WALLET);
    await kit.seed(store, kit.SAVED, { ...kit.SAVED, receiver: 'Ravi Kumar', txnId: 'TXN-100002' });
    const before = store.getState().tabLists.walletPayments[0];

    await user.click(screen.getByRole('button', { name: 'Edit transaction TXN-100001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Payment' });
    expect(within(dialog).getByLabelText(/^Receiver Name/)).toHaveValue('Asha Verma');
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveValue(1499.5);
    expect(
      within(dialog).getByText('Keeping existing screenshot (no need to re-upload)'),
    ).toBeInTheDocument();
    await kit.fillPayment(user, dialog, {
      receiver: ' Asha Menon ',
      note: 'Cashback',
      date: '2026-04-01',
    });
    await submitAndWaitClosed(user, dialog, 'Save Changes');

    const row = await screen.findByRole('row', { name: /TXN-100001/ });
    expectTextsIn(row, ['Asha Menon', 'Cashback', 'Apr 1, 2026']);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(store.getState().tabLists.walletPayments).toEqual([
      {
        ...before,
        ...{ receiver: 'Asha Menon', note: 'Cashback', date: '2026-04-01' },
        ...{ version: 2, updatedAt: expect.any(String) },
      },
      expect.objectContaining({ receiver: 'Ravi Kumar' }),
    ]);
  });

  it('replaces the screenshot when a new one is chosen while editing', async () => {
    const { user, store } = await renderLocal(kit.WALLET);
    await kit.seed(store, kit.SAVED);
    await user.click(screen.getByRole('button', { name: 'Edit transaction TXN-100001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Payment' });
    await user.upload(within(dialog).getByLabelText(/^Payment Screenshot/), png('new', 'new.png'));
    expect(
      within(dialog).queryByText('Keeping existing screenshot (no need to re-upload)'),
    ).not.toBeInTheDocument();
    await submitAndWaitClosed(user, dialog, 'Save Changes');
    expect(store.getState().tabLists.walletPayments[0].screenshot).toBe(dataUrlOf('new'));
  });

  it('deletes after confirmation, and keeps the row when cancelled', async () => {
    const { user, store } = await renderLocal(kit.WALLET);
    await kit.seed(store, kit.SAVED);
    await user.click(screen.getByRole('button', { name: 'Delete transaction TXN-100001' }));
    let confirmation = await screen.findByRole('dialog', { name: 'Delete transaction?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('row', { name: /TXN-100001/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete transaction TXN-100001' }));
    confirmation = await screen.findByRole('dialog', { name: 'Delete transaction?' });
    await user.click(within(confirmation).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
    expect(store.getState().tabLists.walletPayments).toEqual([]);
  });

  it('closing the dialog resets the form and its errors', async () => {
    const { user } = await renderLocal(kit.WALLET);
    let dialog = await kit.openUpload(user);
    await kit.fillPayment(user, dialog, { receiver: 'Half typed' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload Payment' }));
    expect(await within(dialog).findByText('Note is required.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    dialog = await kit.openUpload(user);
    expect(within(dialog).getByLabelText(/^Receiver Name/)).toHaveValue('');
    expect(within(dialog).queryByText('Note is required.')).not.toBeInTheDocument();
  });
});
