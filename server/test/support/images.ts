/** Images as the client sends them (base64 data URLs): whole ones of each type, and crafted ones. */
import { deflateSync } from 'node:zlib';

import { encodePng, PNG_SIGNATURE, pngChunk } from '../../src/seed/demo/png';
import type { ImageType } from '../../../contract/formRules';

export function dataUrl(contentType: string, bytes: Buffer): string {
  return `data:${contentType};base64,${bytes.toString('base64')}`;
}

/** A real, tiny PNG of one colour: each call with another colour gives other bytes. */
export function png(red = 200): Buffer {
  return encodePng(2, 2, () => [red, 80, 40]);
}

export const pngDataUrl = (red?: number) => dataUrl('image/png', png(red));

const base64 = (text: string) => Buffer.from(text, 'base64');

/**
 * A whole 3 × 2 picture of each accepted type (the GIF: 1 × 1), as a browser would upload it.
 * The JPEG and the WebPs were drawn on a Chromium canvas and saved without their colour
 * profile; the GIF is the classic transparent pixel.
 */
export const IMAGES: Readonly<Record<ImageType, Buffer>> = {
  'image/png': encodePng(3, 2, () => [200, 80, 40]),
  'image/jpeg': base64(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsL' +
      'EBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQU' +
      'FBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEA' +
      'AAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABwj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIR' +
      'AxEAPwCSACiqH//Z',
  ),
  // Lossy ('VP8 '), the kind a canvas and most encoders write.
  'image/webp': base64(
    'UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoDAAIAAUAmJaACdLoB+AADsAD+6Di/+YJX5Bu1D/7B384D84D+igAA',
  ),
  'image/gif': base64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
};

/** The two other kinds of WebP: lossless ('VP8L'), and extended ('VP8X') with an alpha channel. */
export const WEBP_LOSSLESS = base64('UklGRh4AAABXRUJQVlA4TBEAAAAvAkAAAAdQqCIXpf+BiOh/AAA=');
export const WEBP_WITH_ALPHA = base64(
  'UklGRlwAAABXRUJQVlA4WAoAAAAQAAAAAgAAAQAAQUxQSAcAAAAAgICAgICAAFZQOCAuAAAA0AEAnQEqAwACAAFAJiWg' +
    'AnS6AfgAA7AA/ulpH/mCV+QbnX/9cB+cB+cB/KwAAA==',
);

const bytesOf = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );

/**
 * An animated GIF whose blocks hold its trailer's byte (0x3B, ';') in their data: a loop
 * (application extension), a comment, two frames each with a graphic control extension, the
 * second with a colour table of its own; the pixel data is the classic GIF's.
 */
export const ANIMATED_GIF = bytesOf(
  'GIF89a',
  [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff],
  [0x21, 0xff, 11],
  'NETSCAPE2.0',
  [3, 1, 0, 0, 0],
  [0x21, 0xfe, 5],
  'a;b;c',
  [0],
  [0x21, 0xf9, 4, 0, 10, 0x3b, 0, 0],
  [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 1, 0x44, 0],
  [0x21, 0xf9, 4, 0, 10, 0, 0, 0],
  [0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0x80, 0x3b, 0, 0, 0, 0, 0x3b, 2, 1, 0x44, 0],
  [0x3b],
);

/**
 * IMAGES' JPEG with what a walk to its end must step over: an embedded thumbnail (an APP1
 * segment holding start and end markers of its own) and a comment after the scan, where a
 * progressive JPEG has the tables of its next scan.
 */
const jpeg = IMAGES['image/jpeg'];
export const JPEG_WITH_THUMBNAIL = Buffer.concat([
  jpeg.subarray(0, 2),
  bytesOf([0xff, 0xe1, 0, 10], 'Exif', [0xff, 0xd8, 0xff, 0xd9]),
  jpeg.subarray(2, -2),
  bytesOf([0xff, 0xfe, 0, 4], 'hi', [0xff, 0xd9]),
]);

const PNG_END = pngChunk('IEND', Buffer.alloc(0));

/** A PNG header for width × height black-and-white pixels, one bit each. */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // Bit depth 1, colour type 0 (grey); compression, filter and interlace methods 0.
  header.set([1, 0, 0, 0, 0], 8);
  return pngChunk('IHDR', header);
}

/**
 * A black PNG, so small compressed that even 8,000 × 5,000 pixels take a few kilobytes. With
 * `rows` below `height` its data ends early: a header that claims more than the file holds.
 */
export function blackPng(width: number, height: number, rows = height): Buffer {
  // Each row: its filter type (0, none) and a bit a pixel, all zero.
  const pixels = Buffer.alloc(rows * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(width, height),
    pngChunk('IDAT', deflateSync(pixels)),
    PNG_END,
  ]);
}

/** Signature, header and end and nothing between: a PNG of 45 bytes that claims any size. */
export const pngHeaderOnly = (width: number, height: number): Buffer =>
  Buffer.concat([PNG_SIGNATURE, pngHeader(width, height), PNG_END]);

/**
 * A whole PNG of exactly `size` bytes: a small picture and a comment (a tEXt chunk, which
 * decoders show nowhere) that makes up the size.
 */
export function pngOfSize(size: number): Buffer {
  const picture = png();
  const chunkOverhead = 12; // length, type and CRC
  const keyword = Buffer.from('Comment\0', 'latin1');
  const text = Buffer.alloc(size - picture.length - chunkOverhead - keyword.length, 'x');
  return Buffer.concat([
    picture.subarray(0, -PNG_END.length),
    pngChunk('tEXt', Buffer.concat([keyword, text])),
    PNG_END,
  ]);
}

/** The limit of docs/requirements.md#9-constants-and-limits: 5 MB. */
export const FIVE_MB = 5_242_880;

/**
 * JPEGs of `size` bytes crafted to make a header walk long: the start and end markers around
 * fill bytes (0xFF, which may precede any marker), or around empty segments (an APP1 marker
 * and a length of 2, the length field alone). Neither has a frame header, so both are refused.
 */
export const CRAFTED_JPEGS: ReadonlyArray<[string, (size: number) => Buffer]> = [
  ['fill bytes', (size) => jpegAround(Buffer.alloc(size - 4, 0xff))],
  [
    'empty segments',
    (size) => jpegAround(Buffer.alloc(size - 4, Buffer.from([0xff, 0xe1, 0x00, 0x02]))),
  ],
];

const jpegAround = (middle: Buffer) =>
  Buffer.concat([Buffer.from([0xff, 0xd8]), middle, Buffer.from([0xff, 0xd9])]);
