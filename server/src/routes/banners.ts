/**
 * /admin/banner/*: banners, with create, read, update, delete and a status switch. The two
 * images arrive as data URLs and are answered as /media/ URLs.
 */
import type { FastifyPluginAsync } from 'fastify';

import { notFound } from '../errors';
import { parseImage, type ImageField } from '../images';
import {
  deleteBanner,
  findBanner,
  insertBanner,
  listBanners,
  pageBanners,
  setBannerStatus,
  updateBanner,
  type BannerFields,
} from '../repositories/banners';
import { deleteMedia, insertMedia, type Image } from '../repositories/media';
import { STATUSES } from '../repositories/status';
import { messages } from '../validation';
import {
  idParamsSchema,
  pageQuerySchema,
  pagination,
  replySchemas,
  requiredText,
  statusBodySchema,
  type IdParams,
  type PageQuery,
  type StatusBody,
} from './shared';

const DESKTOP: ImageField = {
  name: 'bannerImageDesktop',
  tooLarge: 'Desktop image must be smaller than 5MB.',
};
const MOBILE: ImageField = {
  name: 'bannerImageMobile',
  tooLarge: 'Mobile image must be smaller than 5MB.',
};
const POSITION_REQUIRED = 'Valid position number is required.';

const notFoundError = () => notFound('Banner not found.');

const fieldSchemas = {
  position: {
    type: 'integer',
    minimum: 1,
    // The column is a PostgreSQL integer.
    maximum: 2_147_483_647,
    ...messages({ required: POSITION_REQUIRED, invalid: POSITION_REQUIRED }),
  },
  title: requiredText(200, 'Title is required.'),
  description: requiredText(2000, 'Description is required.'),
  redirectUrl: { type: 'string', format: 'http-url', maxLength: 2048 },
  status: { type: 'string', enum: STATUSES },
};

type CreateBody = BannerFields & { bannerImageDesktop: string; bannerImageMobile: string };

const createBodySchema = {
  type: 'object',
  required: ['position', 'title', 'description', 'bannerImageDesktop', 'bannerImageMobile'],
  additionalProperties: false,
  properties: {
    ...fieldSchemas,
    redirectUrl: { ...fieldSchemas.redirectUrl, default: '' },
    status: { ...fieldSchemas.status, default: 'active' },
    bannerImageDesktop: {
      type: 'string',
      minLength: 1,
      ...messages({ required: 'Desktop image is required.' }),
    },
    bannerImageMobile: {
      type: 'string',
      minLength: 1,
      ...messages({ required: 'Mobile image is required.' }),
    },
  },
};

/**
 * As on create, but what is left out keeps its stored value: the images (also when empty),
 * the redirect URL and the status.
 */
type UpdateBody = Pick<BannerFields, 'position' | 'title' | 'description'> &
  Partial<Pick<BannerFields, 'redirectUrl' | 'status'>> & {
    bannerImageDesktop?: string;
    bannerImageMobile?: string;
  };

const updateBodySchema = {
  ...createBodySchema,
  required: ['position', 'title', 'description'],
  properties: {
    ...fieldSchemas,
    bannerImageDesktop: { type: 'string' },
    bannerImageMobile: { type: 'string' },
  },
};

const replies = replySchemas('banner', 'banners', {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    position: { type: 'integer' },
    title: { type: 'string' },
    description: { type: 'string' },
    redirectUrl: { type: 'string' },
    bannerImageDesktop: { type: 'string' },
    bannerImageMobile: { type: 'string' },
    status: { type: 'string' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
});

/** The images of the body that are given (not absent, not empty), checked before any write. */
function imagesOf(body: UpdateBody): { desktop?: Image; mobile?: Image } {
  return {
    desktop: body.bannerImageDesktop ? parseImage(body.bannerImageDesktop, DESKTOP) : undefined,
    mobile: body.bannerImageMobile ? parseImage(body.bannerImageMobile, MOBILE) : undefined,
  };
}

export const bannerRoutes: FastifyPluginAsync = async (app) => {
  app.get('/admin/banner/all', { schema: { response: { 200: replies.list } } }, async () => ({
    success: true,
    message: 'Banners fetched successfully.',
    banners: await listBanners(app.db),
  }));

  app.get('/admin/banner/active', { schema: { response: { 200: replies.list } } }, async () => ({
    success: true,
    message: 'Active banners fetched successfully.',
    banners: await listBanners(app.db, { activeOnly: true }),
  }));

  app.get<{ Querystring: PageQuery }>(
    '/admin/banner/list/paginated',
    { schema: { querystring: pageQuerySchema, response: { 200: replies.page } } },
    async (request) => {
      const { page, limit } = request.query;
      const { items, total } = await pageBanners(app.db, limit, (page - 1) * limit);
      return {
        success: true,
        message: 'Banners fetched successfully.',
        banners: items,
        pagination: pagination(request.query, total),
      };
    },
  );

  app.get<{ Params: IdParams }>(
    '/admin/banner/:id',
    { schema: { params: idParamsSchema, response: { 200: replies.one } } },
    async (request) => {
      const banner = await findBanner(app.db, request.params.id);
      if (!banner) throw notFoundError();
      return { success: true, message: 'Banner fetched successfully.', banner };
    },
  );

  app.post<{ Body: CreateBody }>(
    '/admin/banner/create',
    { schema: { body: createBodySchema, response: { 201: replies.one } } },
    async (request, reply) => {
      const { position, title, description, redirectUrl, status } = request.body;
      const desktop = parseImage(request.body.bannerImageDesktop, DESKTOP);
      const mobile = parseImage(request.body.bannerImageMobile, MOBILE);
      const banner = await app.db.transaction(async (tx) =>
        insertBanner(tx, {
          position,
          title,
          description,
          redirectUrl,
          status,
          bannerImageDesktop: await insertMedia(tx, desktop),
          bannerImageMobile: await insertMedia(tx, mobile),
        }),
      );
      return reply
        .code(201)
        .send({ success: true, message: 'Banner created successfully!', banner });
    },
  );

  app.put<{ Params: IdParams; Body: UpdateBody }>(
    '/admin/banner/update/:id',
    { schema: { params: idParamsSchema, body: updateBodySchema, response: { 200: replies.one } } },
    async (request) => {
      const { position, title, description, redirectUrl, status } = request.body;
      const { desktop, mobile } = imagesOf(request.body);
      const banner = await app.db.transaction(async (tx) => {
        const bannerImageDesktop = desktop && (await insertMedia(tx, desktop));
        const bannerImageMobile = mobile && (await insertMedia(tx, mobile));
        const updated = await updateBanner(tx, request.params.id, {
          position,
          title,
          description,
          redirectUrl,
          status,
          bannerImageDesktop,
          bannerImageMobile,
        });
        if (!updated) throw notFoundError();
        // The replaced images are no longer shown anywhere.
        await deleteMedia(tx, [
          ...(bannerImageDesktop ? [updated.previous.bannerImageDesktop] : []),
          ...(bannerImageMobile ? [updated.previous.bannerImageMobile] : []),
        ]);
        return updated.banner;
      });
      return { success: true, message: 'Banner updated successfully!', banner };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/admin/banner/delete/:id',
    { schema: { params: idParamsSchema, response: { 200: replies.message } } },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const images = await deleteBanner(tx, request.params.id);
        if (!images) throw notFoundError();
        await deleteMedia(tx, [images.bannerImageDesktop, images.bannerImageMobile]);
      });
      return { success: true, message: 'Banner deleted successfully!' };
    },
  );

  app.put<{ Params: IdParams; Body: StatusBody }>(
    '/admin/banner/status/:id',
    { schema: { params: idParamsSchema, body: statusBodySchema, response: { 200: replies.one } } },
    async (request) => {
      const { status } = request.body;
      const banner = await setBannerStatus(app.db, request.params.id, status);
      if (!banner) throw notFoundError();
      return {
        success: true,
        message: `Banner ${status === 'active' ? 'activated' : 'deactivated'} successfully!`,
        banner,
      };
    },
  );
};
