import type { Banner } from './bannersApi';
import { isHttpUrl } from '../../../contract/formRules';

/**
 * A banner as its list row shows it; the link's target is null when the URL is not http(s)
 * (docs/decisions.md#2-defects-fixed).
 */
export function toBannerRow(banner: Banner) {
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

export type BannerRow = ReturnType<typeof toBannerRow>;

/** In position order, as the storefront shows them; the sort is stable for equal positions. */
export const bannerRows = (banners: readonly Banner[]) =>
  banners.map(toBannerRow).sort((a, b) => a.position - b.position);
