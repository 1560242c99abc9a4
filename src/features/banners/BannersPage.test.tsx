import { screen, within } from '@testing-library/react';
import { renderSignedOut } from '@/testing/renderApp';
import { resourceListCases } from '@/testing/resourceListCases';
import { statusChoiceCases } from '@/testing/statusChoiceCases';
import BannersPage from './BannersPage';
import {
  BANNER_SCREEN,
  LIST_URL,
  ROUTE,
  serveBanners,
  renderBanners,
  dataRows,
} from '@/testing/bannersTestKit';

describe('Banner Management: the list', () => {
  resourceListCases(BANNER_SCREEN);
  statusChoiceCases({
    route: ROUTE,
    heading: 'Banner Management',
    serve: serveBanners,
    active: ['Summer roaming', 'Device cover'],
    inactive: ['Gift cards'],
  });

  it('shows each row in position order, with its images, link, badge and buttons', async () => {
    serveBanners();
    await renderBanners();
    expect(await screen.findByRole('gridcell', { name: 'Summer roaming' })).toBeInTheDocument();
    expect(dataRows().map((row) => within(row).getAllByRole('gridcell')[0].textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);

    const summer = screen.getByRole('row', { name: /Summer roaming/ });
    expect(within(summer).getByText('eSIMs for 120 countries')).toBeInTheDocument();
    expect(
      within(summer).getByRole('img', { name: 'Summer roaming desktop image' }),
    ).toHaveAttribute('src', 'http://localhost/media/summer-desktop.png');
    expect(
      within(summer).getByRole('img', { name: 'Summer roaming mobile image' }),
    ).toHaveAttribute('src', 'http://localhost/media/summer-mobile.png');
    const link = within(summer).getByRole('link', { name: 'https://shop.example.com/summer' });
    expect(link).toHaveAttribute('href', 'https://shop.example.com/summer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(summer).getByText('Active').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'green',
    );
    for (const action of ['Deactivate banner', 'Edit banner', 'Delete banner']) {
      expect(
        within(summer).getByRole('button', { name: `${action} Summer roaming` }),
      ).toBeInTheDocument();
    }

    const gift = screen.getByRole('row', { name: /Gift cards/ });
    expect(within(gift).getByText('Inactive').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'red',
    );
    expect(
      within(gift).getByRole('button', { name: 'Activate banner Gift cards' }),
    ).toBeInTheDocument();
  });

  it("shows 'No redirect URL / Disabled' for a missing or non-http redirect URL", async () => {
    serveBanners();
    await renderBanners();
    const gift = await screen.findByRole('row', { name: /Gift cards/ });
    expect(within(gift).getByText('No redirect URL / Disabled')).toBeInTheDocument();
    expect(within(gift).queryByRole('link')).not.toBeInTheDocument();
    const cover = screen.getByRole('row', { name: /Device cover/ });
    expect(within(cover).getByText('No redirect URL / Disabled')).toBeInTheDocument();
    expect(within(cover).queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows 'Please login to manage banners' and calls nothing without a token", async () => {
    const loads = renderSignedOut(<BannersPage />, LIST_URL);
    expect(await screen.findByText('Please login to manage banners')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Banner' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.count).toBe(0);
    expect(screen.queryByText(/Failed to load banners/)).not.toBeInTheDocument();
  });

  it("opens filtered to a status from the URL (the dashboard's active banners)", async () => {
    serveBanners();
    await renderBanners(`${ROUTE}?status=active`);
    await screen.findByRole('gridcell', { name: 'Summer roaming' });
    expect(dataRows()).toHaveLength(2);
    expect(screen.getByRole('row', { name: /Device cover/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Gift cards/ })).not.toBeInTheDocument();
  });
});
