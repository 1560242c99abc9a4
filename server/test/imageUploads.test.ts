/**
 * Uploaded images through the app (HTTP, the database): an image refused by parseImage
 * (images.test.ts) is answered with a 400 naming the field before anything is stored, and one
 * taken is served back byte for byte.
 */
import { bannerCase } from './cases/bannerCase';
import { notificationCase } from './cases/notificationCase';
import {
  ACCEPTED,
  cutShort,
  damaged,
  DAMAGED,
  TOO_MANY_PIXELS,
  tooManyPixels,
} from './support/imageCases';
import { dataUrl, IMAGES, pngHeaderOnly } from './support/images';
import { useSignedInApp } from './support/lifecycle';
import { resourceApi } from './support/resourceApi';
import { clearTables } from './support/testDb';

describe('images through the app', () => {
  const server = useSignedInApp();
  beforeEach(() => clearTables(server.db, ['admins']));
  const notifications = resourceApi(server, notificationCase);
  const banners = resourceApi(server, bannerCase);

  it.each([
    ...TOO_MANY_PIXELS.map(([label, type, bytes]) => [label, type, bytes, tooManyPixels('image')]),
    ...DAMAGED.map(([label, type, bytes]) => [label, type, bytes, damaged('image')]),
  ] as [string, string, Buffer, string][])(
    'refuses a notification with %s, storing nothing',
    async (_label, contentType, bytes, message) => {
      const body = notificationCase.valid({ image: dataUrl(contentType, bytes) });
      const response = await notifications.call('POST', '/create', body);
      notifications.expectRefused(response, message, 'image');
      expect(notifications.items(await notifications.call('GET', '/all'))).toEqual([]);
      expect(await notifications.mediaCount()).toBe(0);
    },
  );

  it('names the banner field whose image is refused, and stores neither', async () => {
    const body = bannerCase.valid({
      bannerImageMobile: dataUrl('image/png', pngHeaderOnly(50_000, 50_000)),
    });
    const response = await banners.call('POST', '/create', body);
    banners.expectRefused(response, tooManyPixels('bannerImageMobile'), 'bannerImageMobile');
    expect(await banners.mediaCount()).toBe(0);
  });

  it('keeps the stored image when an update sends one cut short', async () => {
    const created = await banners.create();
    const cut = cutShort(IMAGES['image/jpeg'], 100);
    const body = bannerCase.valid({ bannerImageDesktop: dataUrl('image/jpeg', cut) });
    const response = await banners.call('PUT', `/update/${created.id}`, body);
    banners.expectRefused(response, damaged('bannerImageDesktop'), 'bannerImageDesktop');
    expect(banners.item(await banners.call('GET', `/${created.id}`))).toEqual(created);
  });

  it.each(ACCEPTED)('stores %s and serves it as sent', async (_label, contentType, bytes) => {
    const { image } = await notifications.create({ image: dataUrl(contentType, bytes) });
    const served = await notifications.media(image);
    expect(served.headers['content-type']).toBe(contentType);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });
});
