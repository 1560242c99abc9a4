import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TWO_FACTOR_MESSAGES } from '../../../contract/twoFactorRules';
import { API } from '@/testing/handlers';
import { openProfileDialog, profileCard } from '@/testing/profileCard';
import { serverProfile, withServerScreens } from '@/testing/screensMode';
import { server } from '@/testing/server';
import { codeField, sendNoCodeThenWrongOne } from '@/testing/twoFactorCodeForm';

const CODE = '654321';

/**
 * The reference server's turn-off (docs/api.md#two-factor-sign-in): a current code turns it off,
 * unless a Super Admin requires it of every account; the profile then says it is off.
 */
function serveOn({ required = false } = {}) {
  const calls = { start: 0, off: [] as unknown[] };
  let on = true;
  server.use(
    http.get(`${API}/admin/profile`, () =>
      HttpResponse.json(serverProfile('Admin', { twoFactor: on })),
    ),
    http.post(`${API}/admin/profile/two-factor`, () => {
      calls.start += 1;
      return HttpResponse.json({ success: false, message: 'Not now.' }, { status: 500 });
    }),
    http.delete(`${API}/admin/profile/two-factor`, async ({ request }) => {
      const body = (await request.json()) as { code: string };
      calls.off.push(body);
      if (required) {
        const refusal = { success: false, message: TWO_FACTOR_MESSAGES.requiredStaysOn };
        return HttpResponse.json(refusal, { status: 403 });
      }
      if (body.code !== CODE) {
        const refusal = { success: false, message: TWO_FACTOR_MESSAGES.wrongCode, field: 'code' };
        return HttpResponse.json(refusal, { status: 400 });
      }
      on = false;
      return HttpResponse.json({ success: true, message: TWO_FACTOR_MESSAGES.turnedOff });
    }),
  );
  return calls;
}

/** The two-factor dialog, once the profile card says it is on. */
const openDialog = () =>
  openProfileDialog('Two-factor authentication', /Two-factor authentication/, (button) =>
    expect(button).toHaveTextContent('On'),
  );

describe('two-factor authentication on, from the profile card', () => {
  withServerScreens();

  it('turns off with a code, says a wrong one under the field; the card then says it is off', async () => {
    const calls = serveOn();
    const { user, dialog } = await openDialog();
    const turnOff = within(dialog).getByRole('button', { name: 'Turn off' });
    await sendNoCodeThenWrongOne(user, () => turnOff);

    await user.clear(codeField());
    await user.type(codeField(), ` ${CODE} `);
    await user.click(turnOff);
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.turnedOff)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Two-factor authentication' })).toBeNull(),
    );
    expect(calls.off).toEqual([{ code: '000000' }, { code: CODE }]);
    // Nothing was set up on the way out.
    expect(calls.start).toBe(0);

    const card = await profileCard(user);
    await waitFor(() =>
      expect(
        within(card).getByRole('button', { name: /Two-factor authentication/ }),
      ).not.toHaveTextContent('On'),
    );
  });

  it('says why it stays on while a Super Admin requires it', async () => {
    serveOn({ required: true });
    const { user, dialog } = await openDialog();
    await user.type(codeField(), CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(codeField()).toHaveAccessibleDescription(TWO_FACTOR_MESSAGES.requiredStaysOn),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Two-factor authentication' })).toBeNull(),
    );
  });
});
