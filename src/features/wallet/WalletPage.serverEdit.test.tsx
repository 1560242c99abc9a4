import { screen, waitFor, within } from '@testing-library/react';
import { withServerScreens } from '@/testing/screensMode';
import {
  fillPayment,
  RAVI,
  renderServerWallet,
  serveServerWallet,
  type ServerWalletView,
} from '@/testing/walletTestKit';
import { answerConfirmation } from '@/testing/screenKit';

const editDialog = async ({ user }: ServerWalletView, txnId: string) => {
  await user.click(screen.getByRole('button', { name: `Edit transaction ${txnId}` }));
  return screen.findByRole('dialog', { name: 'Edit Payment' });
};

describe('Wallet Management on the server: editing and deleting', () => {
  withServerScreens();

  it('edits at the version it read, keeping the screenshot, and deletes after confirmation', async () => {
    const backend = serveServerWallet();
    const view = await renderServerWallet();
    const dialog = await editDialog(view, 'UPI-2002');
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveValue(1499.5);
    expect(
      within(dialog).getByText('Keeping existing screenshot (no need to re-upload)'),
    ).toBeInTheDocument();
    // The saved screenshot, fetched with the admin's token and shown from a blob URL.
    const saved = within(dialog).getByRole('img', { name: 'Payment Screenshot preview' });
    await waitFor(() => expect(saved.getAttribute('src')).toMatch(/^blob:/));
    expect(backend.imageAuthorizations).toEqual([
      `Bearer ${view.store.getState().session.jwtToken}`,
    ]);
    await fillPayment(view.user, dialog, { note: 'Festive cashback', amount: '250' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Wallet payment updated successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Festive cashback/ })).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Delete transaction UPI-2002' }));
    await answerConfirmation(view.user, 'Delete transaction?', 'Delete');
    expect(await screen.findByText('Wallet payment deleted successfully!')).toBeInTheDocument();
    const { date, receiver, txnId } = RAVI;
    expect(backend.writes).toEqual([
      {
        method: 'PUT',
        path: '/admin/wallet-payment/update/2',
        ifMatch: '"1"',
        body: { receiver, note: 'Festive cashback', txnId, date, amount: 250 },
      },
      { method: 'DELETE', path: '/admin/wallet-payment/delete/2', ifMatch: '"2"', body: null },
    ]);
    await waitFor(() => expect(screen.queryByRole('row', { name: /UPI-2002/ })).toBeNull());
  });

  it('says who changed a payment meanwhile, and saves on top with "Reload with my edits"', async () => {
    const backend = serveServerWallet();
    const view = await renderServerWallet();
    const dialog = await editDialog(view, 'TXN-100001');
    backend.changeElsewhere(1, { amount: 99 });
    await fillPayment(view.user, dialog, { note: 'Corrected note' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^This wallet payment was changed by meera@shop\.example at .+ after you opened it\./,
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Reload with my edits' }));
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveValue(99);
    await view.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Wallet payment updated successfully!')).toBeInTheDocument();
    expect(backend.writes.map(({ ifMatch }) => ifMatch)).toEqual(['"1"', '"2"']);
  });
});
