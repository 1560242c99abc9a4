/** An activity entry's images: shown as images, not as the paths the trail keeps. */
import { screen, within } from '@testing-library/react';
import { serveActivityPage } from '@/testing/activityBackend';
import { API } from '@/testing/handlers';
import { renderApp, signedIn } from '@/testing/renderApp';

const ENTRY = {
  id: 12,
  at: '2026-11-20T09:30:00.000Z',
  admin: { id: 1, email: 'asha@shop.in', name: 'Asha Rao' },
  action: 'update',
  entity: 'banner',
  entityId: '5',
  summary: 'Holi sale',
};

async function renderActivity(route: string) {
  renderApp({ route, session: signedIn() });
  await screen.findByRole('heading', { level: 1, name: 'Activity' });
}

describe('Activity entry', () => {
  it('shows a stored image as the image, not as its path', async () => {
    const [before, after] = ['a'.repeat(32), 'b'.repeat(32)].map((hash) => `/media/${hash}.png`);
    serveActivityPage([
      {
        ...ENTRY,
        before: { bannerImageDesktop: before, title: '/media/not-an-image' },
        after: { bannerImageDesktop: after, title: '/media/not-an-image' },
      },
    ]);
    await renderActivity('/activity?entry=12');
    const dialog = await screen.findByRole('dialog', { name: 'Updated: Banner #5 “Holi sale”' });
    const image = within(dialog).getByRole('row', { name: /^Desktop Image/ });
    expect(within(image).getByRole('img', { name: 'Desktop Image, before' })).toHaveAttribute(
      'src',
      `${API}${before}`,
    );
    expect(within(image).getByRole('img', { name: 'Desktop Image, after' })).toHaveAttribute(
      'src',
      `${API}${after}`,
    );
    expect(within(image).queryByText(before)).not.toBeInTheDocument();
    const title = within(dialog).getByRole('row', { name: /^Title/ });
    expect(within(title).queryByRole('img')).not.toBeInTheDocument();
    // The list's line names the field as the screen does, and the image as replaced.
    expect(screen.getByText('Desktop Image: new image')).toBeInTheDocument();
  });
});
