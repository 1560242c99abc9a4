/**
 * A save the server refuses over one field of its body (docs/api.md#conventions): the form shows
 * the server's words under that field, keeps everything typed, and nothing is stored. The field
 * here is the wallet payment's Transaction ID, which the server checks against those recorded.
 */
import { SERVER_WALLET } from './pages/walletScreens';
import { expect, test } from './support/fixtures';
import { smallPng } from './support/images';
import { apiGet, apiToken, signInTo } from './support/session';

interface Payments {
  walletPayments: { id: number; txnId: string }[];
  pagination: { total: number };
}

test('a transaction ID already recorded is refused under its field, with the typing kept', async ({
  page,
  request,
  problems,
}, testInfo) => {
  problems.expect({ url: '/admin/wallet-payment/create', status: 409, method: 'POST' });
  const before = await apiGet<Payments>(request, '/admin/wallet-payments?pageSize=1');
  const recorded = before.walletPayments[0]!.txnId;
  const wallet = await signInTo(page, SERVER_WALLET);
  const dialog = await wallet.openCreate();
  const typed = {
    receiver: 'Anaya Kapoor',
    note: 'Refund of a cancelled eSIM',
    txnId: recorded,
    date: '2026-11-20',
    amount: '499',
    screenshot: smallPng(testInfo, 'teal'),
  };
  await wallet.fill(typed);
  await wallet.submitCreate();

  const txnId = wallet.field(dialog, 'txnId');
  await expect(txnId).toHaveAccessibleDescription(
    `Transaction ID ${recorded} is already recorded.`,
  );
  await expect(txnId).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
  await expect(wallet.field(dialog, 'receiver')).toHaveValue(typed.receiver);
  await expect(wallet.field(dialog, 'note')).toHaveValue(typed.note);
  await expect(wallet.field(dialog, 'amount')).toHaveValue(typed.amount);

  const after = await apiGet<Payments>(request, '/admin/wallet-payments?pageSize=1');
  expect(after.pagination.total).toBe(before.pagination.total);

  // A new transaction ID is then saved, from the same form.
  await txnId.fill(`${recorded}-B`);
  await expect(txnId).not.toHaveAttribute('aria-invalid', 'true');
  await wallet.submitCreate();
  await expect(page.getByText(SERVER_WALLET.snackbars.created)).toBeVisible();
  const saved = await apiGet<Payments>(request, `/admin/wallet-payments?q=${recorded}-B`);
  expect(saved.walletPayments.map((payment) => payment.txnId)).toEqual([`${recorded}-B`]);
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const { id } = saved.walletPayments[0]!;
  expect((await request.delete(`/admin/wallet-payment/delete/${id}`, { headers })).ok()).toBe(true);
});
