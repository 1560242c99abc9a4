/**
 * parseImage (src/images.ts): whole images of each type pass; a header claiming more than
 * 8,000 × 8,000 pixels or 40 megapixels, a file cut short, a bare signature and bytes of another
 * type are refused, each with an error naming the field. The same images sent through the app:
 * imageUploads.test.ts.
 */
import { parseImage, type ImageField } from '../src/routes/images';
import { MAX_IMAGE_BYTES } from '../../contract/formRules';
import {
  ACCEPTED,
  damaged,
  DAMAGED,
  notAnImage,
  TOO_MANY_PIXELS,
  tooManyPixels,
  TYPES,
} from './support/imageCases';
import { CRAFTED_JPEGS, dataUrl, IMAGES, pngHeaderOnly } from './support/images';

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

  it.each(CRAFTED_JPEGS)(
    'refuses a 5 MB JPEG of %s (what its walk costs: the event-loop budget test)',
    (_label, craft) => {
      expect(() => parse('image/jpeg', craft(MAX_IMAGE_BYTES))).toThrow(damaged(FIELD.name));
    },
  );
});
