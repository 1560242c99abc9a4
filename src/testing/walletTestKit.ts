/**
 * What the Wallet Management tests share: the screen, filling the form, seeding rows; in server
 * mode, two payments served and the screen showing them.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { LocalScreen } from '@/testing/localScreenCases';
import { seedTab } from '@/testing/tabRows';
import { PAYMENT, serveWallet } from '@/testing/walletBackend';
import {
  dataUrlOf,
  openDialog,
  png,
  renderScreen,
  submitAndWaitClosed,
  type ScreenView,
} from '@/testing/screenKit';
import { SERVER_WALLET_TEXTS } from '@/testing/serverScreenTexts';
import { fill } from '@/testing/ui';
import type { WalletPaymentDraft } from '@/features/wallet/walletSchema';

interface Entry {
  receiver?: string;
  note?: string;
  txnId?: string;
  date?: string;
  amount?: string;
  screenshot?: File;
}

/** Fills the fields given, and chooses the screenshot if one is given. */
export async function fillPayment(user: UserEvent, dialog: HTMLElement, entry: Entry) {
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

export const openUpload = (user: UserEvent) => openDialog(user, 'Upload Payment');

export async function upload(user: UserEvent, entry: Entry = FULL) {
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
export async function seed(store: ScreenView['store'], ...drafts: WalletPaymentDraft[]) {
  seedTab(store, 'walletPayments', ...drafts);
  await screen.findByRole('row', { name: new RegExp(drafts[0].txnId) });
}

export const WALLET: LocalScreen = {
  route: '/wallet-management',
  heading: 'Wallet Management',
  empty: 'No transactions found',
  columns: SERVER_WALLET_TEXTS.columns,
  addOne: ({ store }) => seed(store, SAVED),
};

export const SERVER_ROUTE = '/wallet-management';
export const RAVI = PAYMENT(2, 'Ravi Kumar', 'UPI-2002', { note: 'Cashback', date: '2026-03-05' });

/** The server holds Asha's payment, the newest, and Ravi's. */
export const serveServerWallet = () =>
  serveWallet([
    PAYMENT(1, 'Asha Verma', 'TXN-100001', { createdAt: '2026-11-21T08:00:00.000Z' }),
    RAVI,
  ]);

/** The screen in server mode, once it shows the served payments. */
export async function renderServerWallet(route = SERVER_ROUTE) {
  const view = await renderScreen(route, 'Wallet Management');
  await screen.findByRole('row', { name: /UPI-2002/ });
  return view;
}

export type ServerWalletView = Awaited<ReturnType<typeof renderServerWallet>>;
