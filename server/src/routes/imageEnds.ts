/**
 * Where an image really ends, found by walking its structure from the start: an image is whole
 * only when that end is the end of the bytes (docs/api.md#images). Looking at the last bytes
 * alone would take any file that merely ends as an image does: a picture, a web page, then the
 * type's end mark. Each walk steps from block to block, so a file of a few megabytes crafted
 * to make the walk long costs a few million simple steps at most, with no allocation.
 */
import type { ImageType } from '../../../contract/formRules';

/** PNG: the chunks after the signature (length, type, data, CRC), up to the empty IEND. */
function pngEnd(bytes: Buffer): number | undefined {
  const IEND = 0x49454e44;
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const next = offset + 12 + length;
    if (bytes.readUInt32BE(offset + 4) === IEND) return length === 0 ? next : undefined;
    offset = next;
  }
  return undefined;
}

const JPEG_EOI = 0xd9;
const JPEG_SOS = 0xda;
/** Markers without a length: the restart markers and TEM. */
const standalone = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;

/**
 * Where a scan's entropy-coded data ends: at the next marker, a 0xFF followed by neither 0x00
 * (a 0xFF of the data, stuffed) nor a restart marker.
 */
function scanEnd(bytes: Buffer, from: number): number {
  for (let offset = from; offset + 1 < bytes.length; offset += 1) {
    if (bytes[offset] !== 0xff) continue;
    const next = bytes[offset + 1] ?? 0;
    if (next !== 0 && !standalone(next)) return offset;
    offset += 1;
  }
  return bytes.length;
}

/**
 * JPEG: the segments after the start-of-image marker, each scan's data after its header, up to
 * the first end-of-image marker. Segments are skipped by their length, so the markers inside
 * them (an embedded thumbnail's) do not count.
 */
function jpegEnd(bytes: Buffer): number | undefined {
  let offset = 2;
  while (offset + 2 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === JPEG_EOI) return offset + 2;
    if (marker === 0xff) {
      // A fill byte, which may precede any marker.
      offset += 1;
    } else if (standalone(marker)) {
      offset += 2;
    } else {
      if (offset + 4 > bytes.length) return undefined;
      offset += 2 + bytes.readUInt16BE(offset + 2);
      if (marker === JPEG_SOS) offset = scanEnd(bytes, offset);
    }
  }
  return undefined;
}

/** The size of the colour table a GIF's packed field announces, or 0 when it has none. */
const gifColourTable = (packed: number) => (packed & 0x80 ? 3 << ((packed & 0x07) + 1) : 0);

/** After a GIF's data sub-blocks (a size byte, then that many bytes), ended by one of size 0. */
function gifSubBlocksEnd(bytes: Buffer, from: number): number {
  let offset = from;
  while (offset < bytes.length) {
    const size = bytes[offset] ?? 0;
    offset += 1 + size;
    if (size === 0) return offset;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * GIF: the header and logical screen (13 bytes) and its colour table, then extensions (0x21)
 * and images (0x2C, a 10-byte descriptor, its colour table, the LZW code size), each followed
 * by data sub-blocks, up to the trailer (0x3B). A 0x3B inside a block's data is no trailer.
 */
function gifEnd(bytes: Buffer): number | undefined {
  if (bytes.length < 13) return undefined;
  let offset = 13 + gifColourTable(bytes[10] ?? 0);
  while (offset < bytes.length) {
    const block = bytes[offset];
    if (block === 0x3b) return offset + 1;
    if (block === 0x21) {
      offset = gifSubBlocksEnd(bytes, offset + 2);
    } else if (block === 0x2c && offset + 10 <= bytes.length) {
      offset = gifSubBlocksEnd(bytes, offset + 10 + gifColourTable(bytes[offset + 9] ?? 0) + 1);
    } else {
      return undefined;
    }
  }
  return undefined;
}

/**
 * WebP: a RIFF file, whose size counts the bytes after its first eight, and whose chunks (type,
 * size, data padded to an even length) must fill exactly that: bytes that are no chunk inside
 * the RIFF do not pass either.
 */
function webpEnd(bytes: Buffer): number | undefined {
  if (bytes.length < 12) return undefined;
  const end = 8 + bytes.readUInt32LE(4);
  if (end > bytes.length) return undefined;
  let offset = 12;
  while (offset + 8 <= end) {
    const size = bytes.readUInt32LE(offset + 4);
    offset += 8 + size + (size & 1);
  }
  return offset === end ? end : undefined;
}

const END_OF: Readonly<Record<ImageType, (bytes: Buffer) => number | undefined>> = {
  'image/png': pngEnd,
  'image/jpeg': jpegEnd,
  'image/gif': gifEnd,
  'image/webp': webpEnd,
};

/**
 * Whether the bytes, which start as an image of the type does, are one whole image and nothing
 * more: cut short, its end is not found; with anything after it, its end is not theirs.
 */
export const isWholeImage = (contentType: ImageType, bytes: Buffer): boolean =>
  END_OF[contentType](bytes) === bytes.length;
