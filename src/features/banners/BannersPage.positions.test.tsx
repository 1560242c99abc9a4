import { screen, waitFor, within } from '@testing-library/react';
import { withServerScreens } from '@/testing/screensMode';
import { fill } from '@/testing/ui';
import * as kit from '@/testing/bannersTestKit';

const TAKEN = 'Position 2 is taken by “Summer roaming”.';
const SHIFT = 'Shift the others down';

/** Opens Add Banner, fills it in valid, then puts it at position 2, which Summer roaming holds. */
async function createAtTakenPosition() {
  const backend = kit.serveBanners();
  const { user } = await kit.renderBanners();
  const dialog = await kit.openCreateDialog(user);
  await kit.fillValidBanner(user, dialog);
  await fill(user, kit.positionField(dialog), '2');
  expect(await within(dialog).findByText(TAKEN)).toBeInTheDocument();
  return { backend, user, dialog };
}

const save = async (user: kit.User, dialog: HTMLElement, button = 'Create Banner') => {
  await user.click(within(dialog).getByRole('button', { name: button }));
  await screen.findByText(/^Banner (created|updated) successfully!$/);
};

describe('Banner Management: a taken position, on the reference server', () => {
  withServerScreens();

  it('says who holds it, offers to shift the others down, and asks the server to', async () => {
    const { backend, user, dialog } = await createAtTakenPosition();
    const shift = within(dialog).getByRole('checkbox', { name: SHIFT });
    expect(shift).not.toBeChecked();
    await user.click(shift);
    await save(user, dialog);
    expect(backend.writes[0]).toMatchObject({
      method: 'POST',
      path: '/admin/banner/create',
      body: { position: 2, title: 'Winter deals', shift: true },
    });
  });

  it('keeps sharing the position when the admin does not choose to shift', async () => {
    const { backend, user, dialog } = await createAtTakenPosition();
    await save(user, dialog);
    expect(backend.writes[0]!.body).toMatchObject({ position: 2 });
    expect(backend.writes[0]!.body).not.toHaveProperty('shift');
  });

  it('says nothing of a free position, nor of the edited banner’s own', async () => {
    const { user, dialog } = await kit.renderEditDialog('Summer roaming');
    expect(kit.positionField(dialog)).toHaveValue(2);
    expect(within(dialog).queryByText(/is taken by/)).not.toBeInTheDocument();
    await fill(user, kit.positionField(dialog), '9');
    expect(within(dialog).queryByRole('checkbox', { name: SHIFT })).not.toBeInTheDocument();
    await fill(user, kit.positionField(dialog), '1');
    expect(
      await within(dialog).findByText('Position 1 is taken by “Gift cards”.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: SHIFT })).toBeInTheDocument();
  });

  it('names the first holder and counts the others', async () => {
    kit.serveBanners([...kit.BANNERS, { ...kit.BANNERS[2], id: 4, position: 2, title: 'Sale' }]);
    const { user } = await kit.renderBanners();
    const dialog = await kit.openCreateDialog(user);
    await fill(user, kit.positionField(dialog), '2');
    expect(
      await within(dialog).findByText('Position 2 is taken by “Summer roaming” and 1 other.'),
    ).toBeInTheDocument();
  });
});

describe('Banner Management: a taken position, on the specification’s backend', () => {
  it('says who holds it and offers no shift, which that backend cannot do', async () => {
    const { backend, user, dialog } = await createAtTakenPosition();
    expect(within(dialog).queryByRole('checkbox', { name: SHIFT })).not.toBeInTheDocument();
    await save(user, dialog);
    await waitFor(() => expect(backend.writes).toHaveLength(1));
    expect(backend.writes[0]!.body).not.toHaveProperty('shift');
  });
});
