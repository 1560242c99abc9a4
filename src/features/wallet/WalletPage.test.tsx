import { screen, waitFor, within } from '@testing-library/react';
import { localScreenCases, renderLocal } from '@/testing/localScreenCases';
import { dataUrlOf, oversizePng, png, submitAndWaitClosed } from '@/testing/screenKit';
import * as kit from '@/testing/walletTestKit';
import { expectTextsIn } from '@/testing/ui';

describe('Wallet Management', () => {
  localScreenCases(kit.WALLET);

  it('shows every required message under its field, and the placeholder', async () => {
    const { user } = await renderLocal(kit.WALLET);
    const dialog = await kit.openUpload(user);
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
    const { user, store } = await renderLocal(kit.WALLET);
    const dialog = await kit.openUpload(user);
    await kit.fillPayment(user, dialog, { receiver: '   ' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload Payment' }));
    expect(await within(dialog).findByText('Receiver name is required.')).toBeInTheDocument();

    await kit.fillPayment(user, dialog, {
      ...kit.FULL,
      receiver: '  Asha  ',
      note: ' Refund ',
      txnId: ' TXN-7 ',
    });
    await submitAndWaitClosed(user, dialog, 'Upload Payment');
    const row = await screen.findByRole('row', { name: /TXN-7/ });
    expect(within(row).getByRole('gridcell', { name: 'Asha' })).toBeInTheDocument();
    expect(store.getState().tabLists.walletPayments).toEqual([
      expect.objectContaining({ receiver: 'Asha', note: 'Refund', txnId: 'TXN-7' }),
    ]);
  });

  it('refuses a transaction ID already recorded, in any case or spelling, as the server does', async () => {
    const { user, store } = await renderLocal(kit.WALLET);
    await kit.seed(store, kit.SAVED);
    const dialog = await kit.openUpload(user);
    // A full-width hyphen and a lower case: the same ID in its normal form.
    await kit.fillPayment(user, dialog, { ...kit.FULL, txnId: 'txn\uFF0D100001' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload Payment' }));
    const txnId = within(dialog).getByLabelText(/^Transaction ID/);
    await waitFor(() =>
      expect(txnId).toHaveAccessibleDescription('Transaction ID TXN-100001 is already recorded.'),
    );
    expect(store.getState().tabLists.walletPayments).toHaveLength(1);

    await kit.fillPayment(user, dialog, { txnId: ' txn\u2013100002 ' });
    await submitAndWaitClosed(user, dialog, 'Upload Payment');
    // Stored in its normal form, as the server stores it.
    expect(store.getState().tabLists.walletPayments[1]).toMatchObject({ txnId: 'txn-100002' });
  });

  it('uploads a payment: the row, the short date, and the screenshot behind View', async () => {
    const { user, store } = await renderLocal(kit.WALLET);
    await kit.upload(user);
    const row = await screen.findByRole('row', { name: /TXN-100001/ });
    expect(within(row).getByRole('gridcell', { name: '1' })).toBeInTheDocument();
    expectTextsIn(row, ['Asha Verma', 'Refund for order 1042', 'Mar 5, 2026']);
    // Stored as an earlier upload leaves it: the amount a number, the screenshot a data URL.
    expect(store.getState().tabLists.walletPayments).toEqual([expect.objectContaining(kit.SAVED)]);

    await user.click(within(row).getByRole('button', { name: 'View screenshot for TXN-100001' }));
    const view = await screen.findByRole('dialog', { name: 'Payment screenshot for TXN-100001' });
    expect(
      within(view).getByRole('img', { name: 'Payment screenshot for TXN-100001' }),
    ).toHaveAttribute('src', dataUrlOf('png'));
    await user.click(within(view).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view).not.toBeInTheDocument());
  });

  it('refuses a screenshot over 5 MB, and choosing a file clears the error', async () => {
    const { user } = await renderLocal(kit.WALLET);
    const dialog = await kit.openUpload(user);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Payment' }));
    expect(await within(dialog).findByText('Screenshot is required.')).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText(/^Payment Screenshot/), oversizePng());
    expect(await within(dialog).findByText('Image must be smaller than 5MB.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Screenshot is required.')).not.toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText(/^Payment Screenshot/), png());
    await waitFor(() =>
      expect(within(dialog).queryByText('Image must be smaller than 5MB.')).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByText('shot.png')).toBeInTheDocument();
  });
});
