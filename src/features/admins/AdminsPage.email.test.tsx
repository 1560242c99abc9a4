import { waitFor, within } from '@testing-library/react';
import { openDialog } from '@/testing/screenKit';
import { withServerScreens } from '@/testing/screensMode';
import { fill } from '@/testing/ui';
import { serveAccounts } from '@/testing/adminsBackend';
import { renderAdmins } from '@/testing/adminsTestKit';

/**
 * The form takes the addresses the server takes, in its normal form, and refuses the others
 * under the field before sending (docs/api.md#visible-text-and-normal-forms).
 */
describe('Admin Management: the email the server takes', () => {
  withServerScreens();

  async function submitEmail(email: string) {
    const backend = serveAccounts();
    const { user } = await renderAdmins();
    const dialog = await openDialog(user, 'Add Admin');
    await fill(user, within(dialog).getByLabelText('Name'), 'Kabir Das');
    await fill(user, within(dialog).getByLabelText('Email'), email);
    await user.click(within(dialog).getByRole('button', { name: 'Add Admin' }));
    return { ...backend, field: within(dialog).getByLabelText('Email') };
  }

  it.each([
    ['a domain without a dot', 'kabir@shop', 'Enter a valid email address.'],
    [
      'a Cyrillic letter among Latin ones',
      'k\u0430bir@shop.in',
      'email must not mix the letters of two scripts (such as Latin and Cyrillic).',
    ],
  ])('refuses %s under the field, sending nothing', async (_label, email, message) => {
    const { field, writes } = await submitEmail(email);
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(writes).toHaveLength(0);
  });

  it.each([
    ['a trailing dot and capitals', 'KABIR@Shop.In.'],
    ['full-width letters', '\uff4b\uff41\uff42\uff49\uff52@shop.in'],
    [
      'a name in one other script',
      '\u043a\u0430\u0431\u0438\u0440@\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444',
    ],
  ])('sends an address with %s, which the server takes', async (_label, email) => {
    const { writes } = await submitEmail(email);
    await waitFor(() => expect(writes).toHaveLength(1));
  });
});
