/**
 * Real image files for the upload specs, written at test time: small PNGs of one colour, and
 * a valid PNG just over the 5 MB limit (spec §9), its size made up by a text chunk.
 */
import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Locator, type TestInfo } from '@playwright/test';

/** Spec §9: 5,242,880 bytes. */
export const MAX_IMAGE_BYTES = 5_242_880;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width×height PNG filled with one RGB colour; `padding` bytes of text make it larger. */
export function png(width: number, height: number, rgb: [number, number, number], padding = 0) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3)]);
  for (let x = 0; x < width; x += 1) row.set(rgb, 1 + x * 3);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(padding > 0
      ? [chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding, 0x61)]))]
      : []),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const COLOURS = {
  teal: [0, 150, 136],
  orange: [255, 152, 0],
  indigo: [63, 81, 181],
  pink: [233, 30, 99],
} as const satisfies Record<string, [number, number, number]>;

export type Colour = keyof typeof COLOURS;

/** Writes a small PNG into the test's output folder and returns its path. */
export function smallPng(testInfo: TestInfo, colour: Colour, name = `${colour}.png`): string {
  const file = testInfo.outputPath(name);
  writeFileSync(file, png(64, 40, [...COLOURS[colour]]));
  return file;
}

/** A valid PNG of just over 5 MB: every form must refuse it. */
export function oversizedPng(testInfo: TestInfo, name = 'too-large.png'): string {
  const file = testInfo.outputPath(name);
  writeFileSync(file, png(8, 8, [200, 0, 0], MAX_IMAGE_BYTES + 1024));
  return file;
}

/** Waits until an <img> has loaded and returns its natural width (0 if it failed). */
export async function loadedWidth(image: Locator): Promise<number> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete), { timeout: 10_000 })
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth);
}
