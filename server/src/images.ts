/**
 * Images arrive inside JSON bodies as base64 data URLs, the way the browser's FileReader makes
 * them. Only PNG, JPEG, WebP and GIF of at most 5 MB are taken, and the bytes must really be
 * of the declared type: a renamed file, or a page posing as an image, is refused.
 */
import { badRequest } from './errors';
import { IMAGE_TYPES, type Image, type ImageType } from './repositories/media';

/** 5 MB (docs/requirements.md#9-constants-and-limits), counted on the decoded bytes. */
export const MAX_IMAGE_BYTES = 5_242_880;

/** How a request names an image field, and the requirements' text for one over the limit. */
export interface ImageField<Name extends string = string> {
  name: Name;
  tooLarge: string;
}

const DATA_URL_PREFIX = /^data:([^;,]*);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

// The first bytes every file of the type starts with.
const MAGIC: Readonly<Record<ImageType, (bytes: Buffer) => boolean>> = {
  'image/png': (bytes) =>
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  'image/gif': (bytes) => /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1')),
  'image/webp': (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP',
};

function isImageType(value: string): value is ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(value);
}

/** The image in a data URL, or a 400 naming the field. */
export function parseImage(value: string, field: ImageField): Image {
  const prefix = DATA_URL_PREFIX.exec(value);
  if (!prefix) {
    throw badRequest(`${field.name} must be an image as a data URL (data:image/png;base64,...).`);
  }
  const unsupported = badRequest(`${field.name} must be a PNG, JPEG, WebP or GIF image.`);
  const contentType = (prefix[1] ?? '').toLowerCase();
  if (!isImageType(contentType)) throw unsupported;

  const base64 = value.slice(prefix[0].length);
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) {
    throw badRequest(`${field.name} is not valid base64.`);
  }
  // Measured before decoding, so an oversized upload costs no second copy.
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if ((base64.length / 4) * 3 - padding > MAX_IMAGE_BYTES) throw badRequest(field.tooLarge);

  const bytes = Buffer.from(base64, 'base64');
  if (!MAGIC[contentType](bytes)) throw unsupported;
  return { contentType, bytes };
}

/**
 * The images of a body that are given (neither absent nor empty), by field name, all checked
 * before anything is written.
 */
export function parseImages(body: object, fields: readonly ImageField[]): Map<string, Image> {
  const images = new Map<string, Image>();
  for (const field of fields) {
    const value = (body as Record<string, unknown>)[field.name];
    if (typeof value === 'string' && value !== '') images.set(field.name, parseImage(value, field));
  }
  return images;
}
