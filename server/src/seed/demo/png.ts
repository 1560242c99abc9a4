/**
 * A minimal PNG encoder (8-bit RGB, no interlacing), enough to draw the demo banners and
 * notification pictures in code instead of shipping binary files.
 */
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

/** The colour `t` of the way from `a` to `b`, `t` from 0 to 1. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// Each scanline starts with its filter type; "Up" stores the difference from the line above,
// which for smooth pictures is mostly zeros and deflates to little.
const FILTER_UP = 2;

/** One chunk: its length, type, data and the CRC of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Draws a width × height picture whose pixel at (x, y) is pixel(x, y). */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Rgb,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // Bit depth 8, colour type 2 (RGB); compression, filter and interlace methods 0.
  header.set([8, 2, 0, 0, 0], 8);

  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  // Clamped: a colour computed as 255.4 or -0.2 is stored as 255 or 0.
  let line = new Uint8ClampedArray(stride);
  let previous = new Uint8ClampedArray(stride);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      line[x * 3] = r;
      line[x * 3 + 1] = g;
      line[x * 3 + 2] = b;
    }
    const offset = y * (stride + 1);
    raw[offset] = FILTER_UP;
    for (let i = 0; i < stride; i += 1) {
      raw[offset + 1 + i] = (line[i] - previous[i]) & 0xff;
    }
    [previous, line] = [line, previous];
  }

  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
