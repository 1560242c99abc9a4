/**
 * GET /media/<file name>: the images of notifications and banners. Open to anyone: an <img>
 * tag cannot send a bearer token, and the images are shown to the shop's customers anyway.
 * The names are random and never reused, so browsers may keep an image for good.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';

import { notFound } from '../http/errors';
import { findMedia } from '../repositories/media';

// As the media table's CHECK: anything else cannot exist, and costs no query.
const FILE_NAME = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

const binary = { schema: { type: 'string', format: 'binary' } };
const schema = {
  params: Type.Object({
    file: Type.String({
      description: "The end of an item's image URL: 32 hex digits and the type's extension.",
    }),
  }),
  response: {
    200: {
      description: 'The image, under its own type',
      content: {
        'image/png': binary,
        'image/jpeg': binary,
        'image/webp': binary,
        'image/gif': binary,
      },
    },
  },
};

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/media/:file', { schema }, async (request, reply) => {
    const { file } = request.params;
    const image = FILE_NAME.test(file) ? await findMedia(app.db, file) : undefined;
    if (!image) throw notFound('Image not found.');
    // helmet already sends X-Content-Type-Options: nosniff, so the declared type is the one a
    // browser uses. Its Cross-Origin-Resource-Policy (same-origin) is loosened here: the shop's
    // own site, on another origin, shows these images too.
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .type(image.contentType)
      .send(image.bytes);
  });
};
