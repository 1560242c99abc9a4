import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { serveActivityPage } from '@/testing/activityBackend';
import { API } from '@/testing/handlers';
import { server } from '@/testing/server';
import { openEditDialog, renderBanners, serveBanners } from '@/testing/bannersTestKit';

/** Longer than a line of the Activity screen's list shows. */
const LONG_TITLE =
  'Device cover for every phone, tablet and laptop bought in the shop, from the first day, for a year';

const [OLD_IMAGE, NEW_IMAGE] = ['a', 'b'].map((hash) => `/media/${hash.repeat(32)}.png`);

/** The banner's trail: a status change, then an edit of its long title and its image. */
const HISTORY = [
  {
    id: 4,
    at: '2026-11-21T10:00:00.000Z',
    admin: { id: 1, email: 'asha@shop.in', name: 'Asha Rao' },
    action: 'status',
    entity: 'banner',
    entityId: '3',
    summary: 'Device cover',
    before: { status: 'inactive' },
    after: { status: 'active' },
  },
  {
    id: 3,
    at: '2026-11-21T09:00:00.000Z',
    admin: { id: 1, email: 'asha@shop.in', name: 'Asha Rao' },
    action: 'update',
    entity: 'banner',
    entityId: '3',
    summary: 'Device cover',
    before: { title: LONG_TITLE, bannerImageDesktop: OLD_IMAGE },
    after: { title: 'Device cover', bannerImageDesktop: NEW_IMAGE },
  },
];

describe('Banner Management: the edit dialog’s History tab', () => {
  it("lists the banner's own entries, asked for only when the tab opens", async () => {
    serveBanners();
    const asked = serveActivityPage(HISTORY);
    const { user } = await renderBanners();
    const dialog = await openEditDialog(user, 'Device cover');
    expect(
      within(dialog).getByRole('tab', { name: 'Details', selected: true }),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);

    await user.click(within(dialog).getByRole('tab', { name: 'History' }));
    const history = await within(dialog).findByRole('list', { name: 'History' });
    expect(asked).toEqual([{ page: '1', pageSize: '50', entity: 'banner', entityId: '3' }]);
    expect(within(history).getByText('Status changed by Asha Rao')).toBeInTheDocument();
    expect(within(history).getByText('Status: Inactive → Active')).toBeInTheDocument();
    // Values whole, not cut short as in a list's line.
    expect(within(history).getByText(`Title: ${LONG_TITLE} → Device cover`)).toBeInTheDocument();
    // In the screen's words, and an image as the image.
    expect(within(history).getByRole('img', { name: 'Desktop Image, after' })).toHaveAttribute(
      'src',
      `${API}${NEW_IMAGE}`,
    );
    expect(within(history).queryByText(NEW_IMAGE, { exact: false })).not.toBeInTheDocument();
    // The fields are kept while hidden, and come back as they were.
    await user.click(within(dialog).getByRole('tab', { name: 'Details' }));
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Device cover');
  });

  it('a new banner has no history tab; a backend without a trail says so', async () => {
    serveBanners();
    server.use(http.get(`${API}/admin/activity`, () => HttpResponse.json({}, { status: 404 })));
    const { user } = await renderBanners();
    await user.click(await screen.findByRole('button', { name: 'Add Banner' }));
    const create = await screen.findByRole('dialog', { name: 'Add Banner' });
    expect(within(create).queryByRole('tab')).not.toBeInTheDocument();
    await user.click(within(create).getByRole('button', { name: 'Cancel' }));

    const dialog = await openEditDialog(user, 'Device cover');
    await user.click(within(dialog).getByRole('tab', { name: 'History' }));
    expect(
      await within(dialog).findByText('This backend keeps no activity trail.'),
    ).toBeInTheDocument();
  });
});
