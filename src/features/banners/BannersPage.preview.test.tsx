import { within } from '@testing-library/react';
import { expectTextsIn, fill } from '@/testing/ui';
import { png } from '@/testing/screenKit';
import * as kit from '@/testing/bannersTestKit';

const previews = (dialog: HTMLElement) => ({
  desktop: within(dialog).getByRole('figure', { name: 'Desktop preview, 1200 px wide' }),
  mobile: within(dialog).getByRole('figure', { name: 'Mobile preview, 390 px wide' }),
});

/** The image a preview shows: `width` is Desktop or Mobile. */
const imageIn = (preview: HTMLElement, width: string) =>
  within(preview).getByRole('img', { name: `${width} banner image` });

describe('Banner Management: the preview', () => {
  it('shows the banner as it is typed, at desktop and mobile widths, before saving', async () => {
    const backend = kit.serveBanners([]);
    const { user } = await kit.renderBanners();
    const dialog = await kit.openCreateDialog(user);
    const { desktop, mobile } = previews(dialog);
    for (const frame of [desktop, mobile]) {
      expectTextsIn(frame, ['Banner title', 'Banner description']);
    }

    await fill(user, kit.field(dialog, 'Title'), 'Winter sale');
    await fill(user, kit.field(dialog, 'Description'), 'Half price eSIMs for Japan');
    for (const frame of [desktop, mobile]) {
      expectTextsIn(frame, ['Winter sale', 'Half price eSIMs for Japan']);
      // No link, no button.
      expect(within(frame).queryByText('Learn more')).not.toBeInTheDocument();
    }
    await fill(user, kit.field(dialog, 'Redirect URL'), 'https://shop.example.com/winter');
    expect(within(desktop).getByText('Learn more')).toBeInTheDocument();
    expect(within(mobile).getByText('Learn more')).toBeInTheDocument();

    // Each width shows its own image; one not chosen yet shows the placeholder.
    await user.upload(within(dialog).getByLabelText(/^Desktop Image/), png('d', 'd.png'));
    expect(imageIn(desktop, 'Desktop')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(imageIn(mobile, 'Mobile')).toHaveAttribute('src', '/placeholder-image.svg');
    expect(backend.writes).toHaveLength(0);
  });

  it("shows a saved banner's own images while editing, until one is replaced", async () => {
    const { user, dialog } = await kit.renderEditDialog('Summer roaming');
    const { desktop, mobile } = previews(dialog);
    expect(within(desktop).getByText('Summer roaming')).toBeInTheDocument();
    expect(imageIn(desktop, 'Desktop')).toHaveAttribute(
      'src',
      'http://localhost/media/summer-desktop.png',
    );
    await user.upload(within(dialog).getByLabelText(/^Mobile Image/), png('m', 'm.png'));
    expect(imageIn(mobile, 'Mobile')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(imageIn(desktop, 'Desktop')).toHaveAttribute(
      'src',
      'http://localhost/media/summer-desktop.png',
    );
  });
});
