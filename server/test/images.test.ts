/**
 * Uploaded images: whole images of each type pass; a header
 * claiming more than 8,000 × 8,000 pixels or 40 megapixels, a file cut short, a bare signature
 * and bytes of another type are refused, each with a 400 naming the field, before anything is
 * stored.
 */
import { parseImage, type ImageField } from '../src/images';
import { bannerCase } from './cases/bannerCase';
import { notificationCase } from './cases/notificationCase';
import {
  blackPng,
  dataUrl,
  IMAGES,
  pngHeaderOnly,
  WEBP_LOSSLESS,
  WEBP_WITH_ALPHA,
} from './support/images';
import { useSignedInApp } from './support/lifecycle';
import { resourceApi } from './support/resourceApi';
import { clearTables } from './support/testDb';

const FIELD: ImageField = {
  name: 'bannerImageDesktop',
  tooLarge: 'Desktop image must be smaller than 5MB.',
};
const tooManyPixels = (field: string) =>
  `${field} must be at most 8,000 × 8,000 pixels and 40 megapixels.`;
const damaged = (field: string) => `${field} is incomplete or damaged.`;
const notAnImage = (field: string) => `${field} must be a PNG, JPEG, WebP or GIF image.`;

const TYPES = Object.keys(IMAGES) as (keyof typeof IMAGES)[];
const NAMES = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
};

/** A copy of `bytes` changed by `write`. */
function patched(bytes: Buffer, write: (copy: Buffer) => void): Buffer {
  const copy = Buffer.from(bytes);
  write(copy);
  return copy;
}

/** IMAGES' JPEG with its frame header (SOF0) saying width × height. */
const jpegClaiming = (width: number, height: number) =>
  patched(IMAGES['image/jpeg'], (copy) => {
    const frame = copy.indexOf(Buffer.from([0xff, 0xc0]));
    copy.writeUInt16BE(height, frame + 5);
    copy.writeUInt16BE(width, frame + 7);
  });

/** IMAGES' GIF with its logical screen saying width × height. */
const gifClaiming = (width: number, height: number) =>
  patched(IMAGES['image/gif'], (copy) => {
    copy.writeUInt16LE(width, 6);
    copy.writeUInt16LE(height, 8);
  });

/** The extended WebP with its canvas saying width × height (stored as each minus one). */
const webpClaiming = (width: number, height: number) =>
  patched(WEBP_WITH_ALPHA, (copy) => {
    copy.writeUIntLE(width - 1, 24, 3);
    copy.writeUIntLE(height - 1, 27, 3);
  });

/** A RIFF file of the given chunks: its size counts every byte after the first eight. */
function riff(...chunks: Buffer[]): Buffer {
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...chunks]);
  const header = Buffer.from('RIFF\0\0\0\0', 'latin1');
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body]);
}

const parse = (contentType: string, bytes: Buffer) =>
  parseImage(dataUrl(contentType, bytes), FIELD);

const ACCEPTED: [string, string, Buffer][] = [
  ...TYPES.map((type): [string, string, Buffer] => [`a small ${NAMES[type]}`, type, IMAGES[type]]),
  ['a lossless WebP', 'image/webp', WEBP_LOSSLESS],
  ['an extended WebP with alpha', 'image/webp', WEBP_WITH_ALPHA],
  ['a PNG of 8,000 × 5,000 (40 megapixels)', 'image/png', blackPng(8_000, 5_000)],
  ['a PNG 8,000 pixels wide', 'image/png', blackPng(8_000, 1)],
  ['a PNG 8,000 pixels high', 'image/png', blackPng(1, 8_000)],
  ['a JPEG of 8,000 × 5,000', 'image/jpeg', jpegClaiming(8_000, 5_000)],
];

const TOO_MANY_PIXELS: [string, string, Buffer][] = [
  [
    'a PNG of 45 bytes claiming 2,147,483,647 × 2,147,483,647',
    'image/png',
    pngHeaderOnly(2_147_483_647, 2_147_483_647),
  ],
  ['a PNG of 50,000 × 50,000', 'image/png', blackPng(50_000, 50_000, 1)],
  ['a PNG 8,001 pixels wide', 'image/png', blackPng(8_001, 1)],
  ['a PNG 8,001 pixels high', 'image/png', blackPng(1, 8_001)],
  ['a PNG of 7,000 × 7,000 (49 megapixels)', 'image/png', blackPng(7_000, 7_000, 1)],
  ['a JPEG of 50,000 × 50,000', 'image/jpeg', jpegClaiming(50_000, 50_000)],
  ['a JPEG of 8,000 × 5,001', 'image/jpeg', jpegClaiming(8_000, 5_001)],
  ['a GIF of 65,535 × 65,535', 'image/gif', gifClaiming(65_535, 65_535)],
  ['a WebP of 16,384 × 16,384', 'image/webp', webpClaiming(16_384, 16_384)],
];

const cutShort = (bytes: Buffer, size: number) => bytes.subarray(0, size);

const DAMAGED: [string, string, Buffer][] = [
  ['a bare PNG signature', 'image/png', cutShort(IMAGES['image/png'], 8)],
  ['a bare JPEG signature', 'image/jpeg', cutShort(IMAGES['image/jpeg'], 3)],
  ['a bare GIF signature', 'image/gif', cutShort(IMAGES['image/gif'], 6)],
  ['a bare WebP signature', 'image/webp', riff()],
  ...TYPES.flatMap((type): [string, string, Buffer][] => {
    const bytes = IMAGES[type];
    return [
      [`a ${NAMES[type]} cut in half`, type, cutShort(bytes, bytes.length >> 1)],
      [`a ${NAMES[type]} without its last byte`, type, cutShort(bytes, bytes.length - 1)],
    ];
  }),
  [
    'a lossless WebP without its last byte',
    'image/webp',
    cutShort(WEBP_LOSSLESS, WEBP_LOSSLESS.length - 1),
  ],
  [
    'a PNG with bytes after its end',
    'image/png',
    Buffer.concat([IMAGES['image/png'], Buffer.from('PK\x03\x04', 'latin1')]),
  ],
  ['a PNG of no pixels', 'image/png', pngHeaderOnly(0, 0)],
  [
    'a RIFF file that says WEBP but holds no picture',
    'image/webp',
    riff(Buffer.from('JUNK\x04\0\0\0abcd', 'latin1')),
  ],
  [
    'a RIFF file that says WEBP but holds SVG text',
    'image/webp',
    riff(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>', 'latin1')),
  ],
  [
    'a JPEG without a frame header',
    'image/jpeg',
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xd9]),
  ],
];

describe('parseImage', () => {
  it.each(ACCEPTED)('takes %s, as sent', (_label, contentType, bytes) => {
    const image = parseImage(dataUrl(contentType, bytes), FIELD);
    expect(image.contentType).toBe(contentType);
    expect(image.bytes.equals(bytes)).toBe(true);
  });

  it.each(TOO_MANY_PIXELS)('refuses %s', (_label, contentType, bytes) => {
    expect(() => parse(contentType, bytes)).toThrow(tooManyPixels(FIELD.name));
  });

  it('crafts the 45-byte PNG of the issue', () => {
    expect(pngHeaderOnly(2_147_483_647, 2_147_483_647)).toHaveLength(45);
  });

  it.each(DAMAGED)('refuses %s', (_label, contentType, bytes) => {
    expect(() => parse(contentType, bytes)).toThrow(damaged(FIELD.name));
  });

  it.each(TYPES.flatMap((declared) => TYPES.map((actual) => [actual, declared])))(
    'refuses the bytes of a %s declared as %s, unless they are the same',
    (actual, declared) => {
      const parsing = () => parse(declared, IMAGES[actual]);
      if (actual === declared) expect(parsing).not.toThrow();
      else expect(parsing).toThrow(notAnImage(FIELD.name));
    },
  );

  it.each([
    [
      'five megabytes of padding before the end',
      Buffer.concat([
        Buffer.from([0xff, 0xd8]),
        Buffer.alloc(5_242_876, 0xff),
        Buffer.from([0xff, 0xd9]),
      ]),
    ],
    [
      'a million empty segments',
      Buffer.concat([
        Buffer.from([0xff, 0xd8]),
        // Each an APP1 marker and a length of 2: the length field alone.
        Buffer.alloc(5_242_876, Buffer.from([0xff, 0xe1, 0x00, 0x02])),
        Buffer.from([0xff, 0xd9]),
      ]),
    ],
  ])('reads the header of a 5 MB JPEG of %s without holding the event loop', (_label, bytes) => {
    const url = dataUrl('image/jpeg', bytes);
    const started = performance.now();
    expect(() => parseImage(url, FIELD)).toThrow(damaged(FIELD.name));
    // Generous for a busy machine, and still far below what image-size's own walk takes here.
    expect(performance.now() - started).toBeLessThan(250);
  });
});

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
      notifications.expectRefused(await notifications.call('POST', '/create', body), message);
      expect(notifications.items(await notifications.call('GET', '/all'))).toEqual([]);
      expect(await notifications.mediaCount()).toBe(0);
    },
  );

  it('names the banner field whose image is refused, and stores neither', async () => {
    const body = bannerCase.valid({
      bannerImageMobile: dataUrl('image/png', pngHeaderOnly(50_000, 50_000)),
    });
    const response = await banners.call('POST', '/create', body);
    banners.expectRefused(response, tooManyPixels('bannerImageMobile'));
    expect(await banners.mediaCount()).toBe(0);
  });

  it('keeps the stored image when an update sends one cut short', async () => {
    const created = await banners.create();
    const cut = cutShort(IMAGES['image/jpeg'], 100);
    const body = bannerCase.valid({ bannerImageDesktop: dataUrl('image/jpeg', cut) });
    const response = await banners.call('PUT', `/update/${created.id}`, body);
    banners.expectRefused(response, damaged('bannerImageDesktop'));
    expect(banners.item(await banners.call('GET', `/${created.id}`))).toEqual(created);
  });

  it.each(ACCEPTED)('stores %s and serves it as sent', async (_label, contentType, bytes) => {
    const { image } = await notifications.create({ image: dataUrl(contentType, bytes) });
    const served = await notifications.media(image);
    expect(served.headers['content-type']).toBe(contentType);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });
});
