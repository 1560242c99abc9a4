/** Banners through the API as the suite's administrator: made for a test, and read back. */
import { expect, type APIRequestContext } from '@playwright/test';
import { encodePng, type Rgb } from '../../server/src/seed/demo/png';

type Headers = Record<string, string>;

/** What the banner API takes beside the two images, and the one colour of both. */
interface NewBanner {
  position: number;
  title: string;
  description: string;
  startsAt?: string | null;
  colour: Rgb;
}

/** Creates a banner, its two images small PNGs of its colour. */
export async function createBanner(
  request: APIRequestContext,
  headers: Headers,
  { colour, ...fields }: NewBanner,
) {
  const image = `data:image/png;base64,${encodePng(8, 8, () => colour).toString('base64')}`;
  const created = await request.post('/admin/banner/create', {
    headers,
    data: { ...fields, bannerImageDesktop: image, bannerImageMobile: image },
  });
  expect(created.status()).toBe(201);
}

/** The banners the server lists, with the fields the test reads. */
export async function listedBanners<Banner>(request: APIRequestContext, headers: Headers) {
  const listed = await request.get('/admin/banner/all', { headers });
  return ((await listed.json()) as { banners: Banner[] }).banners;
}
