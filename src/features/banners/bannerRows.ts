import type { Banner } from './bannersApi';
import { isScheduled, scheduleState } from './bannerSchedule';
import { isHttpUrl } from '../../../contract/formRules';

/**
 * A banner as its list row shows it at `now`; the link's target is null when the URL is not
 * http(s) (docs/decisions.md#2-defects-fixed); its schedule's state, Live where it has none
 * (docs/api.md#the-shops-time-zone).
 */
export function toBannerRow(banner: Banner, now = Date.now()) {
  const redirectUrl = (banner.redirectUrl ?? '').trim();
  return {
    id: banner.id,
    position: banner.position,
    desktopImage: banner.bannerImageDesktop ?? null,
    mobileImage: banner.bannerImageMobile ?? null,
    title: banner.title,
    description: banner.description,
    redirectUrl,
    redirectHref: isHttpUrl(redirectUrl) ? redirectUrl : null,
    status: banner.status,
    schedule: scheduleState(banner, now),
    scheduled: isScheduled(banner),
    banner,
  };
}

export type BannerRow = ReturnType<typeof toBannerRow>;

/**
 * In position order, as the storefront shows them, their schedules read at `now`; the sort is
 * stable for equal positions.
 */
export const bannerRows = (banners: readonly Banner[], now = Date.now()) =>
  banners.map((banner) => toBannerRow(banner, now)).sort((a, b) => a.position - b.position);
