import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SIGN_IN_MESSAGES } from '../../../contract/accountRules';
import { PASSKEY_MESSAGES } from '../../../contract/passkeyRules';
import type { Passkey } from '../../../contract/passkeys';
import { API } from '@/testing/handlers';
import { openProfileDialog } from '@/testing/profileCard';
import { answerConfirmation } from '@/testing/screenKit';
import { withServerScreens } from '@/testing/screensMode';
import { server } from '@/testing/server';

// The browser's prompts, in these tests only: jsdom has no WebAuthn (the e2e walk uses
// Chromium's virtual authenticator).
jest.mock('@simplewebauthn/browser', () => ({ startRegistration: jest.fn() }));
const browser = jest.requireMock<{ startRegistration: jest.Mock }>('@simplewebauthn/browser');

const ADD_OPTIONS = { challenge: 'add-challenge', rp: { id: 'localhost', name: 'Shop' } };
const REGISTRATION = { id: 'new', rawId: 'new', type: 'public-key', response: {} };
const CURRENT = 'my-Current-Passw0rd';
const LAPTOP: Passkey = {
  id: 1,
  name: 'Laptop',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
};

/**
 * The account's passkeys on the reference server, kept as the server would keep them; answers
 * the bodies sent to add one, the options' and the addition's, in their order.
 */
function servePasskeys(kept: Passkey[] = [LAPTOP]) {
  const sent: unknown[] = [];
  server.use(
    http.get(`${API}/admin/profile/passkeys`, () =>
      HttpResponse.json({ success: true, message: 'Passkeys retrieved.', data: kept }),
    ),
    http.post(`${API}/admin/profile/passkeys/options`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(ADD_OPTIONS);
    }),
    http.post(`${API}/admin/profile/passkeys`, async ({ request }) => {
      const body = (await request.json()) as { name: string };
      sent.push(body);
      const passkey = { ...LAPTOP, id: 2, name: body.name };
      kept = [...kept, passkey];
      return HttpResponse.json(
        { success: true, message: PASSKEY_MESSAGES.added, data: passkey },
        { status: 201 },
      );
    }),
    http.delete(`${API}/admin/profile/passkeys/:id`, ({ params }) => {
      kept = kept.filter(({ id }) => String(id) !== params.id);
      return HttpResponse.json({ success: true, message: PASSKEY_MESSAGES.removed });
    }),
  );
  return sent;
}

const openDialog = () => openProfileDialog('Passkeys');
const currentPasswordOf = (dialog: HTMLElement) =>
  within(dialog).getByLabelText(/Current password/, { selector: 'input' });

describe('Passkeys, from the profile card', () => {
  withServerScreens();

  it('lists the passkeys, adds one named through the browser’s prompt with the current password, and removes one once confirmed', async () => {
    browser.startRegistration.mockResolvedValue(REGISTRATION);
    const sent = servePasskeys();
    const { user, dialog } = await openDialog();
    const list = await within(dialog).findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Laptop')).toBeInTheDocument();
    expect(within(list).getByText(/never used/)).toBeInTheDocument();

    const name = within(dialog).getByRole('textbox', { name: 'Passkey name' });
    const currentPassword = currentPasswordOf(dialog);
    expect(currentPassword).toHaveAttribute('type', 'password');
    expect(currentPassword).toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Add a passkey' }));
    expect(name).toHaveAccessibleDescription(PASSKEY_MESSAGES.nameRequired);
    expect(currentPassword).toHaveAccessibleDescription(SIGN_IN_MESSAGES.currentPasswordRequired);
    expect(browser.startRegistration).not.toHaveBeenCalled();
    await user.type(name, ' Phone ');
    await user.type(currentPassword, CURRENT);
    await user.click(within(dialog).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(list).findByText('Phone')).toBeInTheDocument();
    expect(await screen.findByText(PASSKEY_MESSAGES.added)).toBeInTheDocument();
    expect(browser.startRegistration).toHaveBeenCalledWith({ optionsJSON: ADD_OPTIONS });
    // The password asks for the prompt's options; the addition carries the name alone.
    expect(sent).toEqual([{ currentPassword: CURRENT }, { name: 'Phone', response: REGISTRATION }]);
    expect(name).toHaveValue('');
    expect(currentPassword).toHaveValue('');

    await user.click(within(list).getByRole('button', { name: 'Remove Laptop' }));
    await answerConfirmation(user, 'Remove passkey?', 'Remove');
    await waitFor(() => expect(within(list).queryByText('Laptop')).not.toBeInTheDocument());
    expect(await screen.findByText(PASSKEY_MESSAGES.removed)).toBeInTheDocument();
  });

  it('says the prompt’s end and the server’s refusal under the name', async () => {
    servePasskeys([]);
    browser.startRegistration.mockRejectedValue(
      Object.assign(new Error('The authenticator was previously registered'), {
        name: 'InvalidStateError',
      }),
    );
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText('No passkeys yet.')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Passkey name' });
    await user.type(name, 'Laptop');
    await user.type(currentPasswordOf(dialog), CURRENT);
    await user.click(within(dialog).getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('This device already holds one of your passkeys.'),
    );

    browser.startRegistration.mockResolvedValue(REGISTRATION);
    server.use(
      http.post(`${API}/admin/profile/passkeys`, () =>
        HttpResponse.json(
          { success: false, message: PASSKEY_MESSAGES.notAdded, field: 'response' },
          { status: 400 },
        ),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(PASSKEY_MESSAGES.notAdded));
  });

  it('says the server’s refusal of the current password under it, before any prompt', async () => {
    browser.startRegistration.mockClear().mockResolvedValue(REGISTRATION);
    servePasskeys([]);
    server.use(
      http.post(`${API}/admin/profile/passkeys/options`, () =>
        HttpResponse.json(
          {
            success: false,
            message: SIGN_IN_MESSAGES.currentPasswordIncorrect,
            field: 'currentPassword',
          },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText('No passkeys yet.')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Passkey name' });
    const currentPassword = currentPasswordOf(dialog);
    await user.type(name, 'Laptop');
    await user.type(currentPassword, 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() =>
      expect(currentPassword).toHaveAccessibleDescription(
        SIGN_IN_MESSAGES.currentPasswordIncorrect,
      ),
    );
    expect(name).toHaveAccessibleDescription('Such as the device it is on.');
    expect(within(dialog).getByText('No passkeys yet.')).toBeInTheDocument();
    // No passkey was made on the device that the server would not keep.
    expect(browser.startRegistration).not.toHaveBeenCalled();
  });

  it('says why a removal was refused, and keeps the passkey listed', async () => {
    servePasskeys();
    server.use(
      http.delete(`${API}/admin/profile/passkeys/:id`, () =>
        HttpResponse.json({ success: false, message: PASSKEY_MESSAGES.notFound }, { status: 404 }),
      ),
    );
    const { user, dialog } = await openDialog();
    const list = await within(dialog).findByRole('list', { name: 'Your passkeys' });
    await user.click(within(list).getByRole('button', { name: 'Remove Laptop' }));
    await answerConfirmation(user, 'Remove passkey?', 'Remove');
    const refusal = `Failed to remove passkey: ${PASSKEY_MESSAGES.notFound}`;
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(within(list).getByText('Laptop')).toBeInTheDocument();
  });

  it('says why the list failed to load, and shows it once Retry succeeds', async () => {
    let healthy = false;
    servePasskeys();
    server.use(
      http.get(`${API}/admin/profile/passkeys`, () =>
        healthy
          ? HttpResponse.json({ success: true, message: 'Passkeys retrieved.', data: [LAPTOP] })
          : HttpResponse.json(
              { success: false, message: 'Database unavailable.' },
              { status: 503 },
            ),
      ),
    );
    const { user, dialog } = await openDialog();
    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent('Failed to load passkeys: Database unavailable.');
    healthy = true;
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    const list = await within(dialog).findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Laptop')).toBeInTheDocument();
  });
});
