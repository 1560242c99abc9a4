/** Images as the client sends them: base64 data URLs. */
import { encodePng } from '../../src/db/demo/png';

export function dataUrl(contentType: string, bytes: Buffer): string {
  return `data:${contentType};base64,${bytes.toString('base64')}`;
}

/** A real, tiny PNG of one colour: each call with another colour gives other bytes. */
export function png(red = 200): Buffer {
  return encodePng(2, 2, () => [red, 80, 40]);
}

export const pngDataUrl = (red?: number) => dataUrl('image/png', png(red));

/** The first bytes of each accepted type, enough for the server's magic-number check. */
export const MAGIC = {
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  'image/gif': Buffer.from('GIF89a', 'latin1'),
  'image/webp': Buffer.concat([
    Buffer.from('RIFF', 'latin1'),
    Buffer.alloc(4),
    Buffer.from('WEBP', 'latin1'),
  ]),
} as const;

/** A PNG signature padded with zeros to exactly `size` bytes: passes as a PNG of that size. */
export function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  MAGIC['image/png'].copy(bytes);
  return bytes;
}

/** The image limit of docs/requirements.md#9-constants-and-limits: 5 MB. */
export const FIVE_MB = 5_242_880;
