/** What the Wallet Management tests share: rendering the screen, filling the form, seeding rows. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn } from '@/testing/renderApp';
import { fill } from '@/testing/ui';
import type { WalletPaymentDraft } from './walletSchema';
import { walletList } from './walletSlice';

export async function renderWallet() {
  const view = renderApp({ route: '/wallet-management', session: signedIn() });
  await screen.findByRole('heading', { name: 'Wallet Management' });
  return view;
}

export type User = Awaited<ReturnType<typeof renderWallet>>['user'];
export type Store = Awaited<ReturnType<typeof renderWallet>>['store'];

export const png = (content = 'png', name = 'shot.png') =>
  new File([content], name, { type: 'image/png' });
export const dataUrlOf = (content: string) =>
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
export async function fillPayment(user: User, dialog: HTMLElement, entry: Entry) {
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

export const FULL: Entry = {
  receiver: 'Asha Verma',
  note: 'Refund for order 1042',
  txnId: 'TXN-100001',
  date: '2026-03-05',
  amount: '1499.5',
  screenshot: png(),
};

export async function openUpload(user: User) {
  await user.click(screen.getByRole('button', { name: 'Upload Payment' }));
  return screen.findByRole('dialog', { name: 'Upload Payment' });
}

export async function submitAndWaitClosed(user: User, dialog: HTMLElement, submit: string) {
  await user.click(within(dialog).getByRole('button', { name: submit }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

export async function upload(user: User, entry: Entry = FULL) {
  const dialog = await openUpload(user);
  await fillPayment(user, dialog, entry);
  await submitAndWaitClosed(user, dialog, 'Upload Payment');
}

export const SAVED: WalletPaymentDraft = {
  receiver: 'Asha Verma',
  note: 'Refund for order 1042',
  txnId: 'TXN-100001',
  date: '2026-03-05',
  amount: 1499.5,
  screenshot: dataUrlOf('png'),
};

/** Payments already in the list, as earlier uploads leave them (creating is tested through the form). */
export async function seed(store: Store, ...drafts: WalletPaymentDraft[]) {
  act(() => drafts.forEach((draft) => store.dispatch(walletList.actions.added(draft))));
  await screen.findByRole('row', { name: new RegExp(drafts[0].txnId) });
}
