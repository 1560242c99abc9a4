/** Banner Management's calls (docs/requirements.md#7-calls-to-the-backend). */
import type { Banner as WireBanner, NewBanner } from '../../../contract/banner';
import { managedResource, type ResourceId } from '@/api/resourceApi';
import type { DateInput } from '@/lib/format';

/**
 * A banner as the server answers it (docs/requirements.md#3-entities): its images resolved on
 * arrival (absolute or data URLs, or null when there is none); the version, sent back with each
 * write, and the schedule are the reference server's (docs/api.md#versions,
 * docs/api.md#banner-schedules).
 */
export type Banner = Pick<WireBanner, 'position' | 'title' | 'description' | 'status'> &
  Partial<Pick<WireBanner, 'version' | 'startsAt' | 'endsAt'>> & {
    id: ResourceId;
    redirectUrl?: string | null;
    bannerImageDesktop?: string | null;
    bannerImageMobile?: string | null;
    createdAt?: DateInput;
    updatedAt?: DateInput;
  };

type BannerImage = 'bannerImageDesktop' | 'bannerImageMobile';

/** Create and update payload ('' for no link). On update, an image is sent only when it is replaced. */
export type BannerBody = Omit<NewBanner, BannerImage> & Partial<Pick<NewBanner, BannerImage>>;

export const banners = managedResource<Banner, BannerBody>('banners', {
  loadFailure: 'Failed to load banners:',
  mediaFields: ['bannerImageDesktop', 'bannerImageMobile'],
});
