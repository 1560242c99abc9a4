/**
 * SQL for media: uploaded images, served by GET /media/<file name>, publicly but for those of a
 * resource only some admins may read (READABLE_BY).
 */
import { randomBytes } from 'node:crypto';

import type { Queryable } from '../db/types';
import type { ImageType } from '../../../contract/formRules';
import { PRIVATE_IMAGES, type ImageOf } from '../../../contract/resources';
import type { Resource } from '../../../contract/roles';

const EXTENSIONS: Readonly<Record<ImageType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

export interface Image {
  contentType: ImageType;
  bytes: Buffer;
}

/** Where a stored image is served, relative to the API's origin: then its file name. */
export const MEDIA_PATH = '/media/';

/** Stores an image under a new random name and answers that name. */
export async function insertMedia(db: Queryable, image: Image): Promise<string> {
  const fileName = `${randomBytes(16).toString('hex')}.${EXTENSIONS[image.contentType]}`;
  // As base64 text both ways: PGlite turns a bytea parameter or value into a JavaScript array
  // of one element per byte, which takes seconds for a 5 MB image; text takes milliseconds.
  await db.write(
    `INSERT INTO media (file_name, content_type, bytes) VALUES ($1, $2, decode($3, 'base64'))`,
    [fileName, image.contentType, image.bytes.toString('base64')],
  );
  return fileName;
}

/** A stored image, and the resource an admin must be able to read to see it, if any. */
export interface StoredImage extends Image {
  readableBy: Resource | null;
}

/** A resource's table, or a field's column: its name in snake case (walletPayments: wallet_payments). */
const sqlName = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** SQL: the resource of a private image field, when it holds the media. */
const readableWhen = ({ resource, field }: ImageOf) =>
  `WHEN EXISTS (SELECT 1 FROM ${sqlName(resource)} WHERE ${sqlName(field)} = media.file_name)
     THEN '${resource}'`;

/**
 * SQL of the resource an admin must be able to read to see the media, by the row that holds it:
 * a private image's (contract/resources.ts, `privateImages`; its column indexed), else null.
 */
const READABLE_BY = PRIVATE_IMAGES.length
  ? `CASE ${PRIVATE_IMAGES.map(readableWhen).join(' ')} END`
  : 'NULL';

export async function findMedia(db: Queryable, fileName: string): Promise<StoredImage | undefined> {
  const [row] = await db.query<Omit<StoredImage, 'bytes'> & { base64: string }>(
    `SELECT content_type AS "contentType", encode(bytes, 'base64') AS base64,
            ${READABLE_BY} AS "readableBy"
       FROM media WHERE file_name = $1`,
    [fileName],
  );
  // PostgreSQL breaks its base64 into lines, which Node's decoder skips.
  if (!row) return undefined;
  const { base64, ...image } = row;
  return { ...image, bytes: Buffer.from(base64, 'base64') };
}

export async function deleteMedia(db: Queryable, fileNames: readonly string[]): Promise<void> {
  if (fileNames.length === 0) return;
  await db.write('DELETE FROM media WHERE file_name = ANY($1::text[])', [fileNames]);
}
