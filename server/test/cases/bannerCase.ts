/**
 * Banners as the shared resource cases see them: their order (by position, then by id), a
 * valid body and the refusals of their own fields (docs/requirements.md#banner-management).
 */
import type { Banner } from '../../../contract/banner';
import { dataUrl, FIVE_MB, IMAGES, pngDataUrl, pngOfSize } from '../support/images';
import { required, type Refusal, type ResourceCase } from '../support/resourceApi';

const POSITION = 'Valid position number is required.';
const HTTP_URL = 'redirectUrl must be an http or https URL.';
const OVER_5_MB = dataUrl('image/png', pngOfSize(FIVE_MB + 1));

const createRefusals: Refusal[] = [
  ['no position', { position: undefined }, POSITION],
  ['position 0', { position: 0 }, POSITION],
  ['a fractional position', { position: 1.5 }, POSITION],
  ['a position as text', { position: '2' }, POSITION],
  ['an empty position', { position: '' }, POSITION],
  ...required('title', 'Title is required.', ' '),
  ['no description', { description: undefined }, 'Description is required.'],
  ['a javascript: link', { redirectUrl: 'javascript:alert(1)' }, HTTP_URL],
  ['a data: link', { redirectUrl: 'data:text/html,<script>alert(1)</script>' }, HTTP_URL],
  ['a relative link', { redirectUrl: '/esim/japan' }, HTTP_URL],
  ['a link with spaces', { redirectUrl: 'https://exa mple.com' }, HTTP_URL],
  ['an unknown status', { status: 'paused' }, 'status must be active or inactive.'],
  ...required('bannerImageDesktop', 'Desktop image is required.', '', { noun: 'desktop image' }),
  ['no mobile image', { bannerImageMobile: undefined }, 'Mobile image is required.'],
  [
    'a desktop image over 5 MB',
    { bannerImageDesktop: OVER_5_MB },
    'Desktop image must be smaller than 5MB.',
  ],
  [
    'a mobile image over 5 MB',
    { bannerImageMobile: OVER_5_MB },
    'Mobile image must be smaller than 5MB.',
  ],
  [
    'a mobile image that is not one',
    { bannerImageMobile: dataUrl('image/gif', Buffer.from('<html>')) },
    'bannerImageMobile must be a PNG, JPEG, WebP or GIF image.',
  ],
  [
    'a desktop image that is not a data URL',
    { bannerImageDesktop: 'banner.png' },
    'bannerImageDesktop must be an image as a data URL (data:image/png;base64,...).',
  ],
  ['a field it does not take', { id: 3 }, 'id is not allowed.'],
];

const updateRefusals: Refusal[] = [
  ['a javascript: link', { redirectUrl: 'javascript:void(0)' }, HTTP_URL],
  ['no position', { position: undefined }, POSITION],
  [
    'a desktop image over 5 MB',
    { bannerImageDesktop: OVER_5_MB },
    'Desktop image must be smaller than 5MB.',
  ],
  [
    'a renamed mobile image',
    { bannerImageMobile: dataUrl('image/jpeg', IMAGES['image/png']) },
    'bannerImageMobile must be a PNG, JPEG, WebP or GIF image.',
  ],
];

/** A valid banner's fields but its images and status, stored as sent. */
const FIELDS = {
  position: 1,
  title: 'Japan eSIMs from ₹799',
  description: 'Land in Tokyo already connected.',
  redirectUrl: 'https://shop.example.com/esim/japan',
};

export const bannerCase: ResourceCase<Banner> = {
  prefix: '/admin/banner',
  itemKey: 'banner',
  listKey: 'banners',
  texts: {
    created: 'Banner created successfully!',
    listed: 'Banners fetched successfully.',
    listedActive: 'Active banners fetched successfully.',
    found: 'Banner fetched successfully.',
    deleted: 'Banner deleted successfully!',
    activated: 'Banner activated successfully!',
    deactivated: 'Banner deactivated successfully!',
    notFound: 'Banner not found.',
  },
  images: ['bannerImageDesktop', 'bannerImageMobile'],
  valid: (overrides = {}) => ({
    ...FIELDS,
    bannerImageDesktop: pngDataUrl(1),
    bannerImageMobile: pngDataUrl(2),
    status: 'active',
    ...overrides,
  }),
  // Unscheduled (docs/api.md#banner-schedules).
  stored: { ...FIELDS, startsAt: null, endsAt: null },
  async seedLists({ create }) {
    const third = await create({ position: 3, title: 'Third' });
    const firstA = await create({ position: 1, title: 'First A', status: 'inactive' });
    const firstB = await create({ position: 1, title: 'First B' });
    return { all: [firstA, firstB, third], active: [firstB, third], one: third };
  },
  async seedPages({ create }) {
    for (const position of [3, 1, 2]) await create({ position, title: `At ${position}` });
  },
  pages: [
    ['?page=2&limit=2', ['At 3'], { page: 2, limit: 2, total: 3, totalPages: 2 }],
    ['', ['At 1', 'At 2', 'At 3'], { page: 1, limit: 20, total: 3, totalPages: 1 }],
  ],
  createRefusals,
  updateRefusals,
};
