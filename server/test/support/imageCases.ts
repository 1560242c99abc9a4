/**
 * The images an upload must be refused or taken as, each labelled: crafted from the whole images
 * of ./images, with the messages that name the field. Shared by the unit tests of
 * src/images.ts (images.test.ts) and those through the app (imageUploads.test.ts).
 */
import {
  ANIMATED_GIF,
  blackPng,
  dataUrl,
  FIVE_MB,
  IMAGES,
  JPEG_WITH_THUMBNAIL,
  pngHeaderOnly,
  pngOfSize,
  WEBP_LOSSLESS,
  WEBP_WITH_ALPHA,
} from './images';

export const tooManyPixels = (field: string) =>
  `${field} must be at most 8,000 × 8,000 pixels and 40 megapixels.`;
export const damaged = (field: string) => `${field} is incomplete or damaged.`;
export const notAnImage = (field: string) => `${field} must be a PNG, JPEG, WebP or GIF image.`;

/**
 * What a resource's body refuses of its image `field`, as it.each rows (label, the body's
 * fields, the 400's message): one over 5 MB, one that is no image, one damaged.
 */
export const imageRefusals = (
  field: string,
  tooLarge = 'Image must be smaller than 5MB.',
): [string, Record<string, string>, string][] => [
  [`${field} over 5 MB`, { [field]: dataUrl('image/png', pngOfSize(FIVE_MB + 1)) }, tooLarge],
  [
    `${field} not an image`,
    { [field]: dataUrl('image/gif', Buffer.from('<html>')) },
    notAnImage(field),
  ],
  [
    `${field} damaged`,
    { [field]: dataUrl('image/png', pngOfSize(2000).subarray(0, 60)) },
    damaged(field),
  ],
];

export const TYPES = Object.keys(IMAGES) as (keyof typeof IMAGES)[];
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

/** Each case: its label, the type it is declared as, and its bytes. */
type ImageCase = [string, string, Buffer];

export const ACCEPTED: ImageCase[] = [
  ...TYPES.map((type): ImageCase => [`a small ${NAMES[type]}`, type, IMAGES[type]]),
  ['a lossless WebP', 'image/webp', WEBP_LOSSLESS],
  ['an extended WebP with alpha', 'image/webp', WEBP_WITH_ALPHA],
  ['an animated GIF with extensions, whose data holds 0x3B', 'image/gif', ANIMATED_GIF],
  ['a JPEG with a thumbnail, and a comment after its scan', 'image/jpeg', JPEG_WITH_THUMBNAIL],
  ['a PNG of 8,000 × 5,000 (40 megapixels)', 'image/png', blackPng(8_000, 5_000)],
  ['a PNG 8,000 pixels wide', 'image/png', blackPng(8_000, 1)],
  ['a PNG 8,000 pixels high', 'image/png', blackPng(1, 8_000)],
  ['a JPEG of 8,000 × 5,000', 'image/jpeg', jpegClaiming(8_000, 5_000)],
];

export const TOO_MANY_PIXELS: ImageCase[] = [
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

export const cutShort = (bytes: Buffer, size: number) => bytes.subarray(0, size);

/** 52 KB of a web page, of even length (a RIFF chunk's size needs no padding byte then). */
const PAGE = Buffer.from(
  `<!doctype html><script>alert(document.domain)</script>${'<p>hidden</p>'.repeat(4_000)}`,
  'latin1',
);

/**
 * A whole image with the page after its end, and after the page what the type's last bytes are,
 * so that only a walk to the image's real end finds the page: a GIF's trailer (0x3B), a PNG's
 * IEND chunk, a JPEG's end-of-image marker; a WebP's RIFF size counting the page too.
 */
const PAGE_AFTER: Readonly<Record<(typeof TYPES)[number], (bytes: Buffer) => Buffer>> = {
  'image/gif': (bytes) => Buffer.concat([bytes, PAGE, Buffer.from([0x3b])]),
  'image/png': (bytes) => Buffer.concat([bytes, PAGE, bytes.subarray(-12)]),
  'image/jpeg': (bytes) => Buffer.concat([bytes, PAGE, Buffer.from([0xff, 0xd9])]),
  'image/webp': (bytes) =>
    patched(Buffer.concat([bytes, PAGE]), (copy) =>
      copy.writeUInt32LE(bytes.length + PAGE.length - 8, 4),
    ),
};

export const DAMAGED: ImageCase[] = [
  ['a bare PNG signature', 'image/png', cutShort(IMAGES['image/png'], 8)],
  ['a bare JPEG signature', 'image/jpeg', cutShort(IMAGES['image/jpeg'], 3)],
  ['a bare GIF signature', 'image/gif', cutShort(IMAGES['image/gif'], 6)],
  ['a bare WebP signature', 'image/webp', riff()],
  ...TYPES.flatMap((type): ImageCase[] => {
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
  ['a GIF followed by 52 KB of a page', 'image/gif', Buffer.concat([IMAGES['image/gif'], PAGE])],
  ...TYPES.map((type): ImageCase => [
    `a ${NAMES[type]} followed by a page that ends as the type ends`,
    type,
    PAGE_AFTER[type](IMAGES[type]),
  ]),
  [
    'an extended WebP followed by a page its RIFF size counts',
    'image/webp',
    PAGE_AFTER['image/webp'](WEBP_WITH_ALPHA),
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
