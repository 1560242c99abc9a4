import type { Banner } from './bannersApi';
import { isHttpUrl } from './bannerSchema';

/** A banner as its list row shows it. */
export interface BannerRow {
  id: Banner['id'];
  position: number;
  desktopImage: string | null;
  mobileImage: string | null;
  title: string;
  description: string;
  redirectUrl: string;
  /** The link's target, or null when the URL is not http(s) (docs/decisions.md#2-defects-fixed). */
  redirectHref: string | null;
  status: Banner['status'];
  banner: Banner;
}

export function toBannerRow(banner: Banner): BannerRow {
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
    banner,
  };
}

/** In position order, as the storefront shows them; the sort is stable for equal positions. */
export const bannerRows = (banners: readonly Banner[]) =>
  banners.map(toBannerRow).sort((a, b) => a.position - b.position);
