/** Banners: the shared resource cases, and what only a banner has (position, link, two images). */
import { bannerCase } from './cases/bannerCase';
import { dataUrl, FIVE_MB, pngOfSize } from './support/images';
import { testResource } from './support/resourceCases';

const api = testResource(bannerCase);
const { valid } = bannerCase;

describe('POST /admin/banner/create', () => {
  it('defaults to active with no redirect URL', async () => {
    const { redirectUrl: _url, status: _status, ...rest } = valid();
    const response = await api.call('POST', '/create', rest);
    expect(api.item(response)).toMatchObject({ redirectUrl: '', status: 'active' });
  });

  it.each(['', 'http://example.com', 'HTTPS://Example.com/a?b=c#d'])(
    'takes the redirect URL "%s"',
    async (redirectUrl) => {
      expect((await api.create({ redirectUrl })).redirectUrl).toBe(redirectUrl);
    },
  );

  it('takes two images of exactly 5 MB in one body', async () => {
    const image = dataUrl('image/png', pngOfSize(FIVE_MB));
    const banner = await api.create({ bannerImageDesktop: image, bannerImageMobile: image });
    expect((await api.media(banner.bannerImageMobile)).rawPayload.length).toBe(FIVE_MB);
  });
});

describe('PUT /admin/banner/update/:id', () => {
  it('keeps the stored images, redirect URL and status when they are left out', async () => {
    const created = await api.create({ status: 'inactive' });
    const renamed = { position: 2, title: 'Renamed', description: 'New text.' };
    const response = await api.call('PUT', `/update/${created.id}`, {
      ...renamed,
      bannerImageDesktop: '',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      api.reply('Banner updated successfully!', {
        ...created,
        ...renamed,
        version: 2,
        updatedAt: expect.any(String),
      }),
    );
    expect((await api.media(created.bannerImageDesktop)).statusCode).toBe(200);
    expect((await api.media(created.bannerImageMobile)).statusCode).toBe(200);
  });

  it('changes the redirect URL and status when sent, an empty URL removing the link', async () => {
    const created = await api.create();
    const response = await api.call(
      'PUT',
      `/update/${created.id}`,
      valid({
        redirectUrl: '',
        status: 'inactive',
        bannerImageDesktop: undefined,
        bannerImageMobile: undefined,
      }),
    );
    expect(api.item(response)).toMatchObject({ redirectUrl: '', status: 'inactive' });
  });
});
