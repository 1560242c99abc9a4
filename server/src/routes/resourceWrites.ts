/**
 * POST /create and PUT /update/:id of a managed resource. Its images arrive as data URLs and are
 * all checked before anything is written; each is stored as a media row whose file name the
 * table keeps, and one that an update replaces is deleted with it. An update may also send an
 * image back as the URL the item answers for it, which keeps it.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import type { Queryable } from '../db/types';
import { badRequest } from '../lib/httpError';
import { parseImages, type ImageField } from './images';
import { IMAGE_BODY_LIMIT, SMALL_BODY_LIMIT } from '../http/requestLimits';
import { deleteMedia, insertMedia, type Image } from '../repositories/media';
import type { Managed, Writable } from '../repositories/resourceTable';
import { idParamsSchema, type IdParams } from '../../../contract/common';
import { ifMatchHeadersSchema } from '../../../contract/versions';
import type { Resource, ResourceKit } from './resourceKit';

/** Stores the images, in order, and answers their file names by field. */
async function storeImages(tx: Queryable, images: ReadonlyMap<string, Image>) {
  const fileNames: Record<string, string> = {};
  for (const [field, image] of images) fileNames[field] = await insertMedia(tx, image);
  return fileNames;
}

const DATA_URL = /^data:/i;

/**
 * An update's images: those sent as data URLs, parsed, and the URLs sent instead of one. The
 * requirements' update sends what create sends, so a client that keeps an image sends it back as
 * the item answered it; each such URL must be the item's current one.
 */
function updateImages(body: object, fields: readonly ImageField[]) {
  const urls = new Map<string, string>();
  const dataUrls: Record<string, unknown> = {};
  for (const { name } of fields) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '' && !DATA_URL.test(value)) urls.set(name, value);
    else dataUrls[name] = value;
  }
  return { urls, images: parseImages(dataUrls, fields) };
}

/** A 400 unless each URL sent for an image is the one the item answers for it. */
function checkCurrentImages(item: Managed, urls: ReadonlyMap<string, string>): void {
  for (const [field, url] of urls) {
    if ((item as Record<string, unknown>)[field] !== url) {
      throw badRequest(
        `${field} must be a new image as a data URL (data:image/png;base64,...) or the current image's URL.`,
        field,
      );
    }
  }
}

export function writeRoutes<Item extends Managed>(
  app: FastifyInstance,
  resource: Resource<Item>,
  kit: ResourceKit<Item>,
): void {
  const { table, bodyConflict } = resource;
  const { texts, replies, notFound, one } = kit;
  // An image left out or sent empty is none on create (an optional one's column keeps its
  // default) and keeps the stored one on update, as does one sent as its current URL.
  const unsetImages = Object.fromEntries(kit.images.map(({ name }) => [name, undefined]));
  // Room for images only where the table has them: a product's body is as small as a status's.
  const bodyLimit = kit.images.length > 0 ? IMAGE_BODY_LIMIT : SMALL_BODY_LIMIT;
  // A stale version's 409, or the one of a body that checkBody refuses.
  const updateConflict = bodyConflict
    ? Type.Union([replies.conflict, bodyConflict])
    : replies.conflict;

  app.post(
    '/create',
    {
      bodyLimit,
      schema: {
        body: resource.createBody,
        response: { 201: replies.one, ...(bodyConflict && { 409: bodyConflict }) },
      },
    },
    async (request, reply) => {
      // What createBody, a SchemaOf<Writable<Item>>, let through.
      const body = request.body as Writable<Item>;
      const images = parseImages(body, kit.images);
      const item = await app.db.transaction(async (tx) => {
        await kit.checkBody(tx, body);
        await kit.makeRoom(tx, request, body);
        const stored = await storeImages(tx, images);
        const after = await table.insert(tx, { ...body, ...unsetImages, ...stored });
        await kit.track(tx, request, 'create', { after });
        return after;
      });
      return reply.code(201).send(one(texts.created, item));
    },
  );

  app.put<{ Params: IdParams }>(
    '/update/:id',
    {
      bodyLimit,
      schema: {
        params: idParamsSchema,
        headers: ifMatchHeadersSchema,
        body: resource.updateBody ?? resource.createBody,
        response: { 200: replies.one, 409: updateConflict },
      },
    },
    async (request) => {
      // What updateBody (or createBody), a SchemaOf<Writable<Item>>, let through.
      const body = request.body as Writable<Item>;
      const { urls, images } = updateImages(body, kit.images);
      const item = await app.db.transaction(async (tx) => {
        const before = await kit.current(tx, request);
        checkCurrentImages(before, urls);
        await kit.checkBody(tx, body, before.id);
        await kit.makeRoom(tx, request, body, before.id);
        const stored = await storeImages(tx, images);
        const updated = await table.update(tx, before.id, { ...body, ...unsetImages, ...stored });
        if (!updated) throw notFound();
        // The replaced images are no longer shown anywhere.
        await deleteMedia(
          tx,
          Object.keys(stored).flatMap((field) => updated.previous[field] ?? []),
        );
        await kit.track(tx, request, 'update', { before, after: updated.item });
        return updated.item;
      });
      return one(texts.updated, item);
    },
  );
}
