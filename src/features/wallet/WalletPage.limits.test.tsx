import { waitFor, within } from '@testing-library/react';
import { renderLocal } from '@/testing/localScreenCases';
import * as kit from '@/testing/walletTestKit';

// What the server refuses the form says under the field, in the server's words, and the tab,
// which answers as the server does, is sent nothing (contract/formRules.ts).
describe('Wallet Management: the limits the server keeps', () => {
  const cases: [string, Parameters<typeof kit.fillPayment>[2], RegExp, string][] = [
    ['an amount under a paisa', { amount: '0.005' }, /^Amount/, 'amount must be at least 0.01.'],
    [
      'an amount over the largest one',
      { amount: '10000000.01' },
      /^Amount/,
      'amount must be at most 10000000.',
    ],
    [
      'a receiver name too long',
      { receiver: 'r'.repeat(101) },
      /^Receiver Name/,
      'receiver must be at most 100 characters long.',
    ],
    [
      'a note too long',
      { note: 'n'.repeat(501) },
      /^Payment Note/,
      'note must be at most 500 characters long.',
    ],
    [
      'a transaction ID too long',
      { txnId: 'T'.repeat(101) },
      /^Transaction ID/,
      'txnId must be at most 100 characters long.',
    ],
  ];

  it.each(cases)('refuses %s under its field', async (_label, entry, label, message) => {
    const { user, store } = await renderLocal(kit.WALLET);
    const dialog = await kit.openUpload(user);
    await kit.fillPayment(user, dialog, { ...kit.FULL, ...entry });
    await user.click(within(dialog).getByRole('button', { name: 'Upload Payment' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(message),
    );
    expect(store.getState().tabLists.walletPayments).toHaveLength(0);
  });
});
