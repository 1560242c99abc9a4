/**
 * /admin/banner/*: banners (docs/requirements.md#banner-management), each with a desktop and a
 * mobile image; the managed routes (resource.ts).
 */
import { banners } from '../repositories/banners';
import { bannerSchema, createBannerSchema, updateBannerSchema } from '../../../contract/banner';
import { managedRoutes } from './resource';

export const bannerRoutes = managedRoutes({
  name: 'banners',
  item: bannerSchema,
  table: banners,
  createBody: createBannerSchema,
  updateBody: updateBannerSchema,
  tooLarge: {
    bannerImageDesktop: 'Desktop image must be smaller than 5MB.',
    bannerImageMobile: 'Mobile image must be smaller than 5MB.',
  },
  hasStatus: true,
});
