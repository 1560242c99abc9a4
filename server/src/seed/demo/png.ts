/**
 * The demo's pictures, drawn in code by a minimal PNG encoder (8-bit RGB, no interlacing) instead
 * of shipped as binary files: banners, notification badges, category tiles, blog thumbnails and
 * wallet receipts.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { Image } from '../../repositories/media';

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
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb) {
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
    for (let i = 0; i < stride; i += 1) raw[offset + 1 + i] = (line[i] - previous[i]) & 0xff;
    [previous, line] = [line, previous];
  }

  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// Looked up once: under jest's sandbox every read of the global Math costs about a microsecond,
// which over the three million pixels of the demo pictures added seconds to each test's seed.
const { abs, floor, hypot, min, sin, sqrt, PI } = Math;

const png = (width: number, height: number, pixel: (x: number, y: number) => Rgb): Image => ({
  contentType: 'image/png',
  bytes: encodePng(width, height, pixel),
});

/** A picture's colours: `accent` at its centre, `from` its edge, `to` a banner's far side. */
export interface Theme {
  from: Rgb;
  to: Rgb;
  accent: Rgb;
}

export const THEMES = {
  sunset: { from: [255, 122, 89], to: [142, 45, 226], accent: [255, 214, 102] },
  ocean: { from: [0, 119, 182], to: [0, 180, 216], accent: [202, 240, 248] },
  forest: { from: [27, 94, 32], to: [102, 187, 106], accent: [232, 245, 233] },
  festive: { from: [183, 28, 28], to: [255, 143, 0], accent: [255, 236, 179] },
} satisfies Record<string, Theme>;

export type ThemeName = keyof typeof THEMES;

const WHITE: Rgb = [255, 255, 255];

/** A diagonal gradient with a soft sun and a wave along the bottom. */
export function bannerPicture(theme: Theme, width: number, height: number): Image {
  const sunX = width * 0.78;
  const sunY = height * 0.42;
  const sunRadius = height * 0.28;
  return png(width, height, (x, y) => {
    let colour = mix(theme.from, theme.to, (x / width) * 0.7 + (y / height) * 0.3);
    const fromSun = sqrt((x - sunX) ** 2 + (y - sunY) ** 2) / sunRadius;
    if (fromSun < 1.25) colour = mix(colour, theme.accent, min(1, (1.25 - fromSun) * 3));
    const waveTop = height * (0.8 + 0.05 * sin((x / width) * PI * 4));
    return y > waveTop ? mix(colour, WHITE, 0.3) : colour;
  });
}

/** A radial gradient with a ring: a badge for the notification list. */
export function notificationPicture(theme: Theme): Image {
  return png(256, 256, (x, y) => {
    const distance = sqrt((x - 128) ** 2 + (y - 128) ** 2) / 128;
    const colour = mix(theme.accent, theme.to, min(1, distance));
    return abs(distance - 0.55) < 0.04 ? mix(colour, WHITE, 0.8) : colour;
  });
}

/** Concentric rounded squares from the accent to the edge colour: a tile for the category list. */
export function categoryPicture({ accent, from }: Theme): Image {
  return png(256, 256, (x, y) => {
    const t = min(1, sqrt(((x - 128) / 128) ** 4 + ((y - 128) / 128) ** 4) ** 0.5);
    return mix(accent, from, floor(t * 6) / 6);
  });
}

/** A 160 × 96 blog thumbnail: a radial blend of the colours, its centre shifted by `seed`. */
export function blogPicture({ accent, from }: Pick<Theme, 'accent' | 'from'>, seed: number): Image {
  const centreX = (160 * (1 + (seed % 5))) / 6;
  return png(160, 96, (x, y) => mix(accent, from, min(1, hypot(x - centreX, y - 48) / 160)));
}

/** A 160×96 wallet receipt: a green band, grey lines of text, a tick. */
export const receiptPicture = () =>
  encodePng(160, 96, (x, y) => {
    if (y < 20) return [46, 125, 50];
    const line = (y - 32) % 14 < 4 && y >= 32 && y < 88 && x >= 16 && x < 144 - ((y * 7) % 40);
    return line ? [189, 189, 189] : [250, 250, 250];
  });
