/** Banner Management's calls (docs/requirements.md#7-calls-to-the-backend). */
import { managedResource, type ResourceId } from '@/api/resourceApi';
import type { DateInput } from '@/lib/format';
import type { BannerStatus } from './bannerSchema';

export type BannerId = ResourceId;

/** A banner as the server answers it (docs/requirements.md#3-entities). */
export interface Banner {
  id: BannerId;
  position: number;
  title: string;
  description: string;
  redirectUrl?: string | null;
  /** Resolved on arrival: absolute or data URLs, or null when there is none. */
  bannerImageDesktop?: string | null;
  bannerImageMobile?: string | null;
  status: BannerStatus;
  /** The reference server's version (docs/api.md#versions), sent back with each write. */
  version?: number;
  createdAt?: DateInput;
  updatedAt?: DateInput;
}

/** Create and update payload. On update, an image is sent only when it is replaced. */
export interface BannerBody {
  position: number;
  title: string;
  description: string;
  /** '' for none. */
  redirectUrl: string;
  status: BannerStatus;
  /** Data URLs. */
  bannerImageDesktop?: string;
  bannerImageMobile?: string;
}

export const banners = managedResource<Banner, BannerBody>('banners', {
  loadFailure: 'Failed to load banners:',
  mediaFields: ['bannerImageDesktop', 'bannerImageMobile'],
});
