/** SQL for banners: listed by position, then by id; two images, each a media row. */
import type { Banner } from '../../../contract/banner';
import { resourceTable } from './resourceTable';

export const banners = resourceTable<Banner>({
  table: 'banners',
  columns: {
    position: 'position',
    title: 'title',
    description: 'description',
    redirectUrl: 'redirect_url',
    bannerImageDesktop: 'desktop_image',
    bannerImageMobile: 'mobile_image',
    status: 'status',
  },
  images: ['bannerImageDesktop', 'bannerImageMobile'],
  orderBy: 'position, id',
});
