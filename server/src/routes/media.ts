/**
 * GET /media/<file name>: the uploaded images (docs/api.md#images). Those of notifications,
 * banners and the catalogue are open to anyone: an <img> tag cannot send a bearer token, and the
 * images are shown to the shop's customers anyway. The names are random and never reused, so
 * browsers and shared caches may keep one for good, and the shop's own site, on another origin,
 * may show it. A wallet payment's screenshot is a proof of payment: only a signed-in admin whose
 * role may read wallet payments gets it, the guard and the permission check of every /admin
 * route deciding, and nothing keeps it but that admin's browser, and only for the moment.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';

import { adminGuard } from '../auth/guard';
import { checkPermission } from '../auth/permissions';
import { ADMIN_TOKEN } from '../http/openapi';
import { named } from '../http/operationNames';
import { notFound } from '../lib/httpError';
import { findMedia, type StoredImage } from '../repositories/media';
import { IMAGE_TYPES } from '../../../contract/formRules';

// As the media table's CHECK: anything else cannot exist, and costs no query.
const FILE_NAME = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

const binary = { schema: { type: 'string', format: 'binary' } };
/** Anyone (no requirement), or an admin's token: a wallet payment's screenshot needs one. */
const anyoneOrAdmin: FastifySchema['security'] = [{}, { [ADMIN_TOKEN]: [] }];
const schema = {
  ...named('getImage', 'Get an uploaded image'),
  security: anyoneOrAdmin,
  description:
    "Public, cached for a year; but a wallet payment's screenshot, which needs the admin token " +
    'of a role that may read wallet payments (401 without one, 403 for another role) and is ' +
    'answered private and not to be stored.',
  params: Type.Object({
    file: Type.String({
      description: "The end of an item's image URL: 32 hex digits and the type's extension.",
    }),
  }),
  response: {
    200: {
      description: 'The image, under its own type',
      content: Object.fromEntries(IMAGE_TYPES.map((type) => [type, binary])),
    },
  },
};

/**
 * Who may have the image, and for how long: anyone, for good; or, for an image of a resource
 * only some admins may read, a 401 or 403 as for that resource's routes, else that admin only.
 */
async function access(request: FastifyRequest, reply: FastifyReply, image: StoredImage) {
  if (!image.readableBy) {
    // helmet's Cross-Origin-Resource-Policy (same-origin) is loosened: the shop's own site, on
    // another origin, shows these images too.
    return { cacheControl: 'public, max-age=31536000, immutable', crossOrigin: 'cross-origin' };
  }
  await adminGuard(request, reply);
  checkPermission(request, {
    resource: image.readableBy,
    action: 'read',
    beforePasswordSet: false,
    beforeTwoFactorSet: false,
  });
  // No shared cache keeps it, nor the browser past this answer: a signed-out admin's browser
  // has none left to show. The web app fetches it with the token and shows it as a blob.
  return { cacheControl: 'private, no-store', crossOrigin: 'same-origin' };
}

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  // Set by the guard, for a private image's permission check.
  app.decorateRequest('signedIn', undefined);
  app.get<{ Params: { file: string } }>('/media/:file', { schema }, async (request, reply) => {
    const { file } = request.params;
    const image = FILE_NAME.test(file) ? await findMedia(app.db, file) : undefined;
    if (!image) throw notFound('Image not found.');
    const { cacheControl, crossOrigin } = await access(request, reply, image);
    // helmet already sends X-Content-Type-Options: nosniff, so the declared type is the one a
    // browser uses.
    return reply
      .header('cache-control', cacheControl)
      .header('cross-origin-resource-policy', crossOrigin)
      .type(image.contentType)
      .send(image.bytes);
  });
};
