/** Notifications: the shared resource cases, and what only a notification has (its image). */
import { notificationCase } from './cases/notificationCase';
import { dataUrl, FIVE_MB, IMAGES, pngOfSize } from './support/images';
import { testResource } from './support/resourceCases';
import { failure } from './support/testApp';

const api = testResource(notificationCase);
const { valid } = notificationCase;

describe('POST /admin/notification/create', () => {
  it.each(Object.entries(IMAGES))('takes a %s image', async (contentType, bytes) => {
    const { image } = await api.create({ image: dataUrl(contentType, bytes) });
    const served = await api.media(image);
    expect(served.headers['content-type']).toBe(contentType);
    expect(image).toMatch(/\.(png|jpg|gif|webp)$/);
  });

  it('takes an image of exactly 5 MB', async () => {
    const { image } = await api.create({ image: dataUrl('image/png', pngOfSize(FIVE_MB)) });
    const served = await api.media(image);
    expect(served.rawPayload.length).toBe(FIVE_MB);
  });
});

describe('PUT /admin/notification/update/:id', () => {
  it('keeps the stored image when none is sent, or an empty one', async () => {
    const created = await api.create();
    for (const [i, image] of [undefined, ''].entries()) {
      const response = await api.call(
        'PUT',
        `/update/${created.id}`,
        valid({ title: 'Renamed', type: 'warning', image }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(
        api.reply('Notification updated successfully!', {
          ...created,
          title: 'Renamed',
          type: 'warning',
          version: 2 + i,
          updatedAt: expect.any(String),
        }),
      );
    }
    expect((await api.media(created.image)).statusCode).toBe(200);
  });
});

describe('GET /media/:file', () => {
  it('serves an image to anyone, typed, cacheable for good and not to be sniffed', async () => {
    const { image } = await api.create({ image: dataUrl('image/jpeg', IMAGES['image/jpeg']) });
    const response = await api.media(image);

    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(response.rawPayload.equals(IMAGES['image/jpeg'])).toBe(true);
  });

  it.each([
    '/media/00000000000000000000000000000000.png',
    '/media/not-a-media-name.png',
    '/media/',
  ])('answers a JSON 404 for %s', async (url) => {
    const response = await api.media(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(failure({ success: false, message: expect.any(String) }));
  });

  it('answers the image under its own extension only', async () => {
    const { image } = await api.create();
    const response = await api.media(image.replace(/\.png$/, '.gif'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(failure({ success: false, message: 'Image not found.' }));
  });
});
