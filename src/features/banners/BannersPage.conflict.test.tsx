import { screen, waitFor } from '@testing-library/react';
import { resourceConflictCases } from '@/testing/resourceConflictCases';
import { changedMeanwhile, serveVersioned } from '@/testing/versionedBackend';
import { BANNER_SCREEN, BANNERS, renderBanners } from '@/testing/bannersTestKit';

describe('Banner Management: a banner changed by another admin meanwhile', () => {
  resourceConflictCases(BANNER_SCREEN);
});

describe('Banner Management: the status switch of a banner changed meanwhile', () => {
  it('sends the version it was read at, says who changed it, and reloads the list', async () => {
    const backend = serveVersioned('/admin/banner', 'banners', BANNERS);
    const { user } = await renderBanners();
    const toggle = await screen.findByRole('button', { name: 'Deactivate banner Summer roaming' });
    backend.changeElsewhere(1, { title: 'Summer roaming' });
    await user.click(toggle);

    expect(
      await screen.findByText(`Failed to update banner status: ${changedMeanwhile('banner')}`),
    ).toBeInTheDocument();
    expect(backend.writes).toEqual([
      {
        method: 'PUT',
        path: '/admin/banner/status/1',
        ifMatch: '"1"',
        body: { status: 'inactive' },
      },
    ]);
    await waitFor(() => expect(backend.gets).toBe(2));
    expect(backend.items[0]).toMatchObject({ status: 'active', version: 2 });
  });
});
