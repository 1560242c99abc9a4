/**
 * Demo notifications and banners, with pictures drawn in code: a 1200×400 desktop and a
 * 600×400 mobile image per banner, a 256×256 picture per notification.
 */
import type { Image } from '../../repositories/media';
import type { NewBanner } from '../../../../contract/banner';
import type { Status } from '../../../../contract/common';
import type { NewNotification } from '../../../../contract/notification';
import { encodePng, mix, type Rgb } from './png';

// Looked up once: under jest's sandbox every read of the global Math costs about a microsecond,
// which over the three million pixels of the demo pictures added seconds to each test's seed.
const { abs, min, sin, sqrt, PI } = Math;

interface Theme {
  from: Rgb;
  to: Rgb;
  accent: Rgb;
}

const THEMES = {
  sunset: { from: [255, 122, 89], to: [142, 45, 226], accent: [255, 214, 102] },
  ocean: { from: [0, 119, 182], to: [0, 180, 216], accent: [202, 240, 248] },
  forest: { from: [27, 94, 32], to: [102, 187, 106], accent: [232, 245, 233] },
  festive: { from: [183, 28, 28], to: [255, 143, 0], accent: [255, 236, 179] },
} satisfies Record<string, Theme>;

const WHITE: Rgb = [255, 255, 255];

/** A diagonal gradient with a soft sun and a wave along the bottom. */
function bannerPicture(theme: Theme, width: number, height: number): Image {
  const sunX = width * 0.78;
  const sunY = height * 0.42;
  const sunRadius = height * 0.28;
  const bytes = encodePng(width, height, (x, y) => {
    let colour = mix(theme.from, theme.to, (x / width) * 0.7 + (y / height) * 0.3);
    const fromSun = sqrt((x - sunX) ** 2 + (y - sunY) ** 2) / sunRadius;
    if (fromSun < 1.25) colour = mix(colour, theme.accent, min(1, (1.25 - fromSun) * 3));
    const waveTop = height * (0.8 + 0.05 * sin((x / width) * PI * 4));
    if (y > waveTop) colour = mix(colour, WHITE, 0.3);
    return colour;
  });
  return { contentType: 'image/png', bytes };
}

/** A radial gradient with a ring: a badge for the notification list. */
function notificationPicture(theme: Theme): Image {
  const size = 256;
  const centre = size / 2;
  const bytes = encodePng(size, size, (x, y) => {
    const distance = sqrt((x - centre) ** 2 + (y - centre) ** 2) / centre;
    const colour = mix(theme.accent, theme.to, min(1, distance));
    return abs(distance - 0.55) < 0.04 ? mix(colour, WHITE, 0.8) : colour;
  });
  return { contentType: 'image/png', bytes };
}

export interface DemoNotification {
  fields: Omit<NewNotification, 'image'>;
  status: Status;
  image: () => Image;
}

export const DEMO_NOTIFICATIONS: readonly DemoNotification[] = [
  {
    fields: {
      title: 'Summer travel sale: 20% off Europe eSIMs',
      description: 'Use code EURO20 at checkout until 30 June. Valid on every Europe data plan.',
      type: 'promotional',
      noticeTo: 'all',
    },
    status: 'active',
    image: () => notificationPicture(THEMES.sunset),
  },
  {
    fields: {
      title: 'Scheduled maintenance on Sunday, 2–4 AM IST',
      description:
        'Orders placed during the maintenance window are processed as soon as it ends. eSIMs already installed keep working.',
      type: 'warning',
      noticeTo: 'customers',
    },
    status: 'inactive',
    image: () => notificationPicture(THEMES.festive),
  },
  {
    fields: {
      title: 'New: unlimited data plans for Japan',
      description: 'Unlimited data for 5, 10 or 15 days across Japan, activated on arrival.',
      type: 'info',
      noticeTo: 'all',
    },
    status: 'active',
    image: () => notificationPicture(THEMES.ocean),
  },
  {
    fields: {
      title: 'UPI payment issue resolved',
      description:
        'UPI payments that failed between 10:05 and 10:40 IST today were refunded automatically. No action is needed.',
      type: 'success',
      noticeTo: 'admins',
    },
    status: 'active',
    image: () => notificationPicture(THEMES.forest),
  },
];

export interface DemoBanner {
  fields: Omit<NewBanner, 'bannerImageDesktop' | 'bannerImageMobile'>;
  desktop: () => Image;
  mobile: () => Image;
}

function pictures(theme: Theme): Pick<DemoBanner, 'desktop' | 'mobile'> {
  return {
    desktop: () => bannerPicture(theme, 1200, 400),
    mobile: () => bannerPicture(theme, 600, 400),
  };
}

export const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    fields: {
      position: 1,
      title: 'Summer travel sale: 20% off Europe eSIMs',
      description: 'Stay online across 39 European countries from ₹999, with instant QR delivery.',
      redirectUrl: 'https://shop.example.com/esim/europe',
      status: 'active',
    },
    ...pictures(THEMES.sunset),
  },
  {
    fields: {
      position: 2,
      title: 'Japan eSIMs from ₹799',
      description: 'Land in Tokyo already connected: no SIM swap, no roaming bill.',
      redirectUrl: 'https://shop.example.com/esim/japan',
      status: 'active',
    },
    ...pictures(THEMES.ocean),
  },
  {
    fields: {
      position: 3,
      title: 'Protect your new phone',
      description: 'Accidental and liquid damage cover from ₹2,999 a year, claims in 48 hours.',
      redirectUrl: '',
      status: 'active',
    },
    ...pictures(THEMES.forest),
  },
  {
    fields: {
      position: 4,
      title: 'Diwali gift cards',
      description: 'Amazon, Flipkart and Myntra gift cards, delivered by e-mail in minutes.',
      redirectUrl: 'https://shop.example.com/gift-cards',
      status: 'inactive',
    },
    ...pictures(THEMES.festive),
  },
];
