import { screen, waitFor, within } from '@testing-library/react';
import { TWO_FACTOR_MESSAGES } from '../../../contract/twoFactorRules';
import { serveProfile, serverProfile, withServerScreens } from '@/testing/screensMode';
import { MEERA, OWNER, serveAccounts } from '@/testing/adminsBackend';
import { renderAdmins } from '@/testing/adminsTestKit';
import { streamedEvents } from '@/testing/liveStream';

const RAVI = { ...MEERA, id: 9, name: 'Ravi Kumar', email: 'ravi@shop.in', twoFactor: true };
const REQUIRE = 'Require two-factor sign-in for every account';

describe('Admin Management, two-factor sign-in', () => {
  withServerScreens();
  // Signed in as Asha Rao, the owner.
  beforeEach(() => serveProfile(serverProfile('Super Admin', { id: OWNER.id, twoFactor: true })));

  it('says whose is on, and offers its reset where it is on, not on one’s own', async () => {
    serveAccounts([OWNER, MEERA, RAVI]);
    await renderAdmins();
    const ravi = await screen.findByRole('row', { name: /Ravi Kumar/ });
    expect(within(ravi).getByText('On')).toBeInTheDocument();
    const meera = screen.getByRole('row', { name: /Meera Nair/ });
    expect(within(meera).getByText('Off')).toBeInTheDocument();
    expect(within(meera).queryByRole('button', { name: /Reset two-factor/ })).toBeNull();
    const owner = screen.getByRole('row', { name: /Asha Rao/ });
    expect(within(owner).getByText('On')).toBeInTheDocument();
    expect(within(owner).queryByRole('button', { name: /Reset two-factor/ })).toBeNull();
    expect(
      within(ravi).getByRole('button', { name: 'Reset two-factor of admin Ravi Kumar' }),
    ).toBeInTheDocument();
  });

  it('resets an account’s once the admin confirms, naming it', async () => {
    const backend = serveAccounts([OWNER, MEERA, RAVI]);
    const { user } = await renderAdmins();
    const ravi = await screen.findByRole('row', { name: /Ravi Kumar/ });
    const reset = within(ravi).getByRole('button', {
      name: 'Reset two-factor of admin Ravi Kumar',
    });
    await user.click(reset);
    let dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in?' });
    expect(dialog).toHaveTextContent('Ravi Kumar (ravi@shop.in) will be signed out everywhere');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(backend.twoFactor.resets).toEqual([]);

    await user.click(reset);
    dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByText('Two-factor sign-in reset.')).toBeInTheDocument();
    expect(backend.twoFactor.resets).toEqual([RAVI.id]);
    // The list is read again: Ravi's is off, with no reset.
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /Ravi Kumar/ })).getByText('Off'),
      ).toBeVisible(),
    );
    expect(screen.queryByRole('button', { name: /Reset two-factor of admin Ravi/ })).toBeNull();
  });

  it('requires it of every account, in the server’s words', async () => {
    const backend = serveAccounts();
    const { user } = await renderAdmins();
    const requirement = screen.getByRole('switch', { name: REQUIRE });
    await waitFor(() => expect(requirement).toBeEnabled());
    expect(requirement).not.toBeChecked();
    await user.click(requirement);
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.requiredOn)).toBeInTheDocument();
    await waitFor(() => expect(requirement).toBeChecked());
    expect(backend.twoFactor.required).toBe(true);

    await user.click(requirement);
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.requiredOff)).toBeInTheDocument();
    await waitFor(() => expect(requirement).not.toBeChecked());
  });

  it('shows a colleague’s change of the requirement, told by the live changes', async () => {
    const backend = serveAccounts();
    const stream = streamedEvents();
    await renderAdmins();
    const requirement = screen.getByRole('switch', { name: REQUIRE });
    await waitFor(() => expect(requirement).toBeEnabled());
    expect(requirement).not.toBeChecked();
    await waitFor(() => expect(stream.requests).toHaveLength(1));
    backend.twoFactor.required = true;
    const data = {
      entity: 'admin',
      action: 'two-factor-required',
      entityId: null,
      at: '2026-11-26T10:00:00.000Z',
    };
    stream.send(`id: 1\ndata: ${JSON.stringify(data)}\n\n`);
    await waitFor(() => expect(requirement).toBeChecked());
  });

  it('says why it is refused while the Super Admin’s own is off', async () => {
    const backend = serveAccounts();
    backend.twoFactor.ownOn = false;
    const { user } = await renderAdmins();
    const requirement = screen.getByRole('switch', { name: REQUIRE });
    await waitFor(() => expect(requirement).toBeEnabled());
    await user.click(requirement);
    expect(
      await screen.findByText(
        'Turn on your own two-factor sign-in before you require it of every account.',
      ),
    ).toBeInTheDocument();
    expect(requirement).not.toBeChecked();
    expect(backend.twoFactor.required).toBe(false);
  });
});
