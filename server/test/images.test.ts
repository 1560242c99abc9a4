/**
 * parseImage (src/images.ts): whole images of each type pass; a header claiming more than
 * 8,000 × 8,000 pixels or 40 megapixels, a file cut short, a bare signature and bytes of another
 * type are refused, each with an error naming the field. The same images sent through the app:
 * imageUploads.test.ts.
 */
import { parseImage, type ImageField } from '../src/routes/images';
import {
  ACCEPTED,
  damaged,
  DAMAGED,
  notAnImage,
  TOO_MANY_PIXELS,
  tooManyPixels,
  TYPES,
} from './support/imageCases';
import { dataUrl, IMAGES, pngHeaderOnly } from './support/images';

const FIELD: ImageField = {
  name: 'bannerImageDesktop',
  tooLarge: 'Desktop image must be smaller than 5MB.',
};

const parse = (contentType: string, bytes: Buffer) =>
  parseImage(dataUrl(contentType, bytes), FIELD);

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
