/**
 * Real image files for the upload specs, written at test time: small PNGs of one colour, and
 * a valid PNG just over the 5 MB limit (docs/requirements.md#9-constants-and-limits), its size made up by bytes after its end.
 */
import { writeFileSync } from 'node:fs';
import { expect, type Locator, type TestInfo } from '@playwright/test';
import { encodePng, type Rgb } from '../../server/src/seed/demo/png';

/** 5,242,880 bytes (docs/requirements.md#9-constants-and-limits). */
export const MAX_IMAGE_BYTES = 5_242_880;

/** A width×height PNG of one colour, drawn by the encoder the demo seed uses. */
const png = (width: number, height: number, rgb: Rgb) => encodePng(width, height, () => rgb);

const COLOURS = {
  teal: [0, 150, 136],
  orange: [255, 152, 0],
  indigo: [63, 81, 181],
  pink: [233, 30, 99],
} as const satisfies Record<string, Rgb>;

export type Colour = keyof typeof COLOURS;

/** Writes a small PNG into the test's output folder and returns its path. */
export function smallPng(testInfo: TestInfo, colour: Colour, name = `${colour}.png`): string {
  const file = testInfo.outputPath(name);
  writeFileSync(file, png(64, 40, COLOURS[colour]));
  return file;
}

/** A valid PNG of just over 5 MB: every form must refuse it. */
export function oversizedPng(testInfo: TestInfo, name = 'too-large.png'): string {
  const file = testInfo.outputPath(name);
  // Decoders stop at IEND: the padding after it only makes the file too large.
  writeFileSync(
    file,
    Buffer.concat([png(8, 8, [200, 0, 0]), Buffer.alloc(MAX_IMAGE_BYTES + 1024)]),
  );
  return file;
}

/** Waits until an <img> has loaded and returns its natural width (0 if it failed). */
export async function loadedWidth(image: Locator): Promise<number> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete), { timeout: 10_000 })
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth);
}
