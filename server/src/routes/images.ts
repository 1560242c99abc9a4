/**
 * Images arrive inside JSON bodies as base64 data URLs, the way the browser's FileReader makes
 * them. Only PNG, JPEG, WebP and GIF of at most 5 MB are taken, and the bytes must really be a
 * whole image of the declared type and nothing more (imageEnds.ts), of a size a browser can
 * draw: a renamed file, a page posing as an image or following one, a file cut short, or a
 * header claiming billions of pixels (a decoder bomb for every admin and customer shown it) is
 * refused. Only the structure is walked, never a pixel decoded.
 */
import { imageSize } from 'image-size';

import { badRequest } from '../lib/httpError';
import type { Image } from '../repositories/media';
import {
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  notAnImage,
  type ImageType,
} from '../../../contract/formRules';
import { isWholeImage } from './imageEnds';

/**
 * The largest image taken: a banner at twice a wide screen's density fits, while a browser
 * decoding it still needs at most some 160 MB (4 bytes a pixel).
 */
const MAX_IMAGE_SIDE = 8_000;
const MAX_IMAGE_PIXELS = 40_000_000;

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

interface Size {
  width: number;
  height: number;
}

/** The frame headers every browser draws: baseline (SOF0), extended (SOF1) and progressive (SOF2). */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2]);

/**
 * A JPEG's size is in its frame header, after segments of metadata and tables, each a marker
 * (0xFF and a code) and a 16-bit length that counts itself. image-size walks there too, but
 * with an allocation at each step and a byte-by-byte search after a broken segment, which a
 * crafted file of a few megabytes turns into a long hold of the event loop; this walk does no
 * more than step from marker to marker.
 */
function jpegSize(bytes: Buffer): Size | undefined {
  let offset = 2; // after the start-of-image marker
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1];
    // Any marker may be preceded by fill bytes of 0xFF.
    if (marker === 0xff) {
      offset += 1;
    } else if (JPEG_FRAMES.has(marker)) {
      if (offset + 9 > bytes.length) return undefined;
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    } else {
      offset += 2 + bytes.readUInt16BE(offset + 2);
    }
  }
  return undefined;
}

// image-size's names of the types it reads here.
const LIBRARY_TYPES: Readonly<Record<Exclude<ImageType, 'image/jpeg'>, string>> = {
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * The size an image's header gives, or undefined when the header cannot be read as the
 * declared type (image-size, failing to, tries every type it knows, SVG text included).
 */
function readSize(contentType: ImageType, bytes: Buffer): Size | undefined {
  if (contentType === 'image/jpeg') return jpegSize(bytes);
  try {
    // A copy of its own: image-size reads through views over the whole underlying memory, and
    // a small Buffer shares Node's pool, where a read past its end would find other bytes
    // rather than fail.
    const size = imageSize(new Uint8Array(bytes));
    return size.type === LIBRARY_TYPES[contentType] ? size : undefined;
  } catch {
    return undefined;
  }
}

const withinLimits = ({ width, height }: Size) =>
  width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS;

function isImageType(value: string): value is ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(value);
}

/** The image in a data URL, or a 400 naming the field. */
export function parseImage(value: string, field: ImageField): Image {
  const prefix = DATA_URL_PREFIX.exec(value);
  if (!prefix) {
    throw badRequest(
      `${field.name} must be an image as a data URL (data:image/png;base64,...).`,
      field.name,
    );
  }
  const refused = (message: string) => badRequest(message, field.name);
  const unsupported = refused(notAnImage(field.name));
  const contentType = (prefix[1] ?? '').toLowerCase();
  if (!isImageType(contentType)) throw unsupported;

  const base64 = value.slice(prefix[0].length);
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) {
    throw refused(`${field.name} is not valid base64.`);
  }
  // Counted on the decoded bytes, measured before decoding: an oversized upload costs no copy.
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if ((base64.length / 4) * 3 - padding > MAX_IMAGE_BYTES) throw refused(field.tooLarge);

  const bytes = Buffer.from(base64, 'base64');
  if (!MAGIC[contentType](bytes)) throw unsupported;
  const size = isWholeImage(contentType, bytes) ? readSize(contentType, bytes) : undefined;
  if (!size || size.width < 1 || size.height < 1) {
    throw refused(`${field.name} is incomplete or damaged.`);
  }
  if (!withinLimits(size)) {
    throw refused(`${field.name} must be at most 8,000 × 8,000 pixels and 40 megapixels.`);
  }
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
