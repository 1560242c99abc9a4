import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TWO_FACTOR_MESSAGES } from '../../../contract/twoFactorRules';
import { catchDownloads } from '@/testing/downloads';
import { API } from '@/testing/handlers';
import { openProfileCard, openProfileDialog, profileCard } from '@/testing/profileCard';
import { serverProfile, withServerScreens } from '@/testing/screensMode';
import { server } from '@/testing/server';
import { codeField, sendNoCodeThenWrongOne } from '@/testing/twoFactorCodeForm';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Shop%20Back-Office:priya%40example.com?issuer=Shop%20Back-Office&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;
const CODE = '123456';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);
const ON = 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.';

/**
 * The reference server's set-up (docs/api.md#two-factor-sign-in): a secret, then the current
 * code turns it on and answers the recovery codes; the profile then says so. Counts the calls.
 */
function serveSetUp() {
  const calls = { start: 0, profile: 0 };
  let on = false;
  server.use(
    http.get(`${API}/admin/profile`, () => {
      calls.profile += 1;
      return HttpResponse.json(serverProfile('Admin', { twoFactor: on }));
    }),
    http.post(`${API}/admin/profile/two-factor`, () => {
      calls.start += 1;
      const message = 'Scan the QR code with your authenticator app, then enter its code.';
      return HttpResponse.json({ success: true, message, secret: SECRET, otpauthUrl: OTPAUTH });
    }),
    http.put(`${API}/admin/profile/two-factor`, async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      if (code !== CODE) {
        const refusal = { success: false, message: TWO_FACTOR_MESSAGES.wrongCode, field: 'code' };
        return HttpResponse.json(refusal, { status: 400 });
      }
      on = true;
      return HttpResponse.json({ success: true, message: ON, recoveryCodes: RECOVERY_CODES });
    }),
  );
  return calls;
}

const openDialog = () => openProfileDialog('Two-factor authentication');

describe('two-factor authentication, from the profile card', () => {
  withServerScreens();

  it('shows the QR code and the key, says a wrong code under the field, then the recovery codes once; the card says On', async () => {
    const calls = serveSetUp();
    const { user, dialog } = await openDialog();
    const qrCode = await within(dialog).findByRole('img', { name: /QR code/ });
    expect(qrCode.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(within(dialog).getByRole('textbox', { name: 'Key' })).toHaveValue(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    const turnOn = () => within(dialog).getByRole('button', { name: 'Turn on' });
    await sendNoCodeThenWrongOne(user, turnOn);

    const profileAsked = calls.profile;
    await user.clear(codeField());
    await user.type(codeField(), CODE);
    await user.click(turnOn());
    const codes = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(within(dialog).getByText(ON)).toBeInTheDocument();
    await waitFor(() => expect(calls.profile).toBe(profileAsked + 1));

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toContain(RECOVERY_CODES.join('\n'));
    const downloads = catchDownloads();
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    const [file] = await downloads.saved();
    downloads.restore();
    expect(file?.name).toBe('recovery-codes.txt');
    expect(file?.text).toContain(`${RECOVERY_CODES.join('\n')}\n`);

    // Only Done closes them.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Two-factor authentication' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull());

    const card = await profileCard(user);
    expect(
      within(card).getByRole('button', { name: /Two-factor authentication/ }),
    ).toHaveTextContent('Two-factor authenticationOn');
    // Open again, it offers to turn it off (twoFactorOff.test.tsx).
    expect(within(card).getByRole('button', { name: /Two-factor authentication/ })).toBeEnabled();
    expect(screen.queryByText(RECOVERY_CODES[0] ?? '')).not.toBeInTheDocument();
    expect(calls.start).toBe(1);
  });

  it('says why the set-up could not start, and Cancel closes', async () => {
    server.use(
      http.post(`${API}/admin/profile/two-factor`, () =>
        HttpResponse.json(
          { success: false, message: TWO_FACTOR_MESSAGES.alreadyOn },
          { status: 409 },
        ),
      ),
    );
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText(TWO_FACTOR_MESSAGES.alreadyOn)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Turn on' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Two-factor authentication' })).toBeNull(),
    );
  });
});

describe('two-factor authentication, against the requirements’ backend (screens in the tab)', () => {
  it('is not on the profile card: that backend keeps no account of its own', async () => {
    const { card } = await openProfileCard();
    expect(within(card).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: /Two-factor authentication/ }),
    ).not.toBeInTheDocument();
  });
});
