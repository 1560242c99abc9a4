import { screen, waitFor, within } from '@testing-library/react';
import { fill } from '@/testing/ui';
import { dialogClosed } from '@/testing/resourceScreen';
import { dataUrlOf, oversizePng, png } from '@/testing/screenKit';
import * as kit from '@/testing/bannersTestKit';

describe('Banner Management: the form', () => {
  it("refuses a position below 1 or not an integer with 'Valid position number is required.'", async () => {
    const backend = kit.serveBanners([]);
    const { user } = await kit.renderBanners();
    const dialog = await kit.openCreateDialog(user);
    const message = 'Valid position number is required.';
    await user.click(within(dialog).getByRole('button', { name: 'Create Banner' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    for (const position of ['0', '-2', '2.5']) {
      await fill(user, kit.positionField(dialog), '7');
      await waitFor(() => expect(within(dialog).queryByText(message)).not.toBeInTheDocument());
      await fill(user, kit.positionField(dialog), position);
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(backend.writes).toHaveLength(0);
  });

  it('refuses a redirect URL that is not http(s) and accepts an empty one', async () => {
    const backend = kit.serveBanners([]);
    const { user } = await kit.renderBanners();
    const dialog = await kit.openCreateDialog(user);
    await fill(user, kit.field(dialog, 'Redirect URL'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Create Banner' }));
    expect(
      await within(dialog).findByText('Enter a valid http:// or https:// URL.'),
    ).toBeInTheDocument();
    await fill(user, kit.field(dialog, 'Redirect URL'), '');
    await waitFor(() =>
      expect(
        within(dialog).queryByText('Enter a valid http:// or https:// URL.'),
      ).not.toBeInTheDocument(),
    );
    expect(backend.writes).toHaveLength(0);
  });

  it('refuses images larger than 5MB, each with its own message', async () => {
    const backend = kit.serveBanners([]);
    const { user } = await kit.renderBanners();
    const dialog = await kit.openCreateDialog(user);
    await user.upload(within(dialog).getByLabelText(/^Desktop Image/), oversizePng());
    await user.upload(within(dialog).getByLabelText(/^Mobile Image/), oversizePng());
    expect(
      await within(dialog).findByText('Desktop image must be smaller than 5MB.'),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Mobile image must be smaller than 5MB.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create Banner' }));
    expect(backend.writes).toHaveLength(0);
  });

  it('edits a banner: the form is filled in and unchanged images are not sent', async () => {
    const { backend, user, dialog } = await kit.renderEditDialog('Summer roaming');
    expect(kit.positionField(dialog)).toHaveValue(2);
    expect(kit.field(dialog, 'Title')).toHaveValue('Summer roaming');
    expect(kit.field(dialog, 'Description')).toHaveValue('eSIMs for 120 countries');
    expect(kit.field(dialog, 'Redirect URL')).toHaveValue('https://shop.example.com/summer');
    expect(within(dialog).getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Active');
    expect(within(dialog).getByRole('img', { name: 'Desktop Image preview' })).toHaveAttribute(
      'src',
      'http://localhost/media/summer-desktop.png',
    );

    await fill(user, kit.field(dialog, 'Title'), 'Summer roaming 2027');
    await fill(user, kit.field(dialog, 'Redirect URL'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Update Banner' }));

    expect(await screen.findByText('Banner updated successfully!')).toBeInTheDocument();
    expect(backend.writes).toEqual([
      {
        method: 'PUT',
        path: '/admin/banner/update/1',
        body: {
          position: 2,
          title: 'Summer roaming 2027',
          description: 'eSIMs for 120 countries',
          redirectUrl: '',
          status: 'active',
        },
      },
    ]);
    await dialogClosed('Edit Banner');
    expect(
      await screen.findByRole('gridcell', { name: 'Summer roaming 2027' }),
    ).toBeInTheDocument();
    expect(backend.gets).toBe(2);
  });

  it('sends only the image that was replaced on edit', async () => {
    const { backend, user, dialog } = await kit.renderEditDialog('Device cover');
    await user.upload(within(dialog).getByLabelText(/^Mobile Image/), png('new', 'n.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Update Banner' }));
    expect(await screen.findByText('Banner updated successfully!')).toBeInTheDocument();
    const body = backend.writes[0].body as Record<string, unknown>;
    expect(body.bannerImageMobile).toBe(dataUrlOf('new'));
    expect(body).not.toHaveProperty('bannerImageDesktop');
    expect(body).toMatchObject({ position: 3, status: 'active', redirectUrl: '' });
  });
});
