/**
 * /admin/banner/*: banners (docs/requirements.md#banner-management), each with a desktop and a
 * mobile image.
 */
import type { FastifyPluginAsync } from 'fastify';

import { banners } from '../repositories/banners';
import {
  bannerSchema,
  createBannerSchema,
  updateBannerSchema,
  type Banner,
} from '../../../contract/banner';
import { resourceRoutes } from './resource';
import type { Resource } from './resourceKit';

const bannerResource: Resource<Banner> = {
  one: 'Banner',
  many: 'Banners',
  item: bannerSchema,
  table: banners,
  createBody: createBannerSchema,
  updateBody: updateBannerSchema,
  images: [
    { name: 'bannerImageDesktop', tooLarge: 'Desktop image must be smaller than 5MB.' },
    { name: 'bannerImageMobile', tooLarge: 'Mobile image must be smaller than 5MB.' },
  ],
  hasStatus: true,
};

export const bannerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(resourceRoutes, { prefix: '/admin/banner', resource: bannerResource });
};
