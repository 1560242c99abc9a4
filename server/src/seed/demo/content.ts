/**
 * Demo notifications, banners and the catalogue, each with its pictures' theme (png.ts): a
 * 256×256 badge per notification, a 1200×400 desktop and a 600×400 mobile image per banner, a
 * 256×256 tile per category.
 */
import type { StockStatus } from '../../../../contract/catalogue';
import type { Status } from '../../../../contract/common';
import type { Notification } from '../../../../contract/notification';
import type { ThemeName } from './png';
import { rows } from './text';

// title | description | type | notice to | status | picture theme
export const DEMO_NOTIFICATIONS = rows(`
  Summer travel sale: 20% off Europe eSIMs | Use code EURO20 at checkout until 30 June. Valid on every Europe data plan. | promotional | all | active | sunset
  Scheduled maintenance on Sunday, 2–4 AM IST | Orders placed during the maintenance window are processed as soon as it ends. eSIMs already installed keep working. | warning | customers | inactive | festive
  New: unlimited data plans for Japan | Unlimited data for 5, 10 or 15 days across Japan, activated on arrival. | info | all | active | ocean
  UPI payment issue resolved | UPI payments that failed between 10:05 and 10:40 IST today were refunded automatically. No action is needed. | success | admins | active | forest
`).map(([title, description, type, noticeTo, status, theme]) => ({
  title,
  description,
  type: type as Notification['type'],
  noticeTo: noticeTo as Notification['noticeTo'],
  status: status as Status,
  theme: theme as ThemeName,
}));

// title | description | link | status | picture theme; positioned in this order
export const DEMO_BANNERS = rows(`
  Summer travel sale: 20% off Europe eSIMs | Stay online across 39 European countries from ₹999, with instant QR delivery. | https://shop.example.com/esim/europe | active | sunset
  Japan eSIMs from ₹799 | Land in Tokyo already connected: no SIM swap, no roaming bill. | https://shop.example.com/esim/japan | active | ocean
  Protect your new phone | Accidental and liquid damage cover from ₹2,999 a year, claims in 48 hours. | | active | forest
  Diwali gift cards | Amazon, Flipkart and Myntra gift cards, delivered by e-mail in minutes. | https://shop.example.com/gift-cards | inactive | festive
`).map(([title, description, redirectUrl, status, theme], index) => ({
  position: index + 1,
  title,
  description,
  redirectUrl,
  status: status as Status,
  theme: theme as ThemeName,
}));

/** The specification's three categories, each with its picture's theme. */
const CATEGORIES = {
  eSIM: 'ocean',
  'Gift Card': 'festive',
  'Device Coverage': 'forest',
} satisfies Record<string, ThemeName>;

// category | product | price | stock when not in stock
const PRODUCTS = rows(`
  eSIM            | Europe 5 GB / 15 days               | 999
  eSIM            | Japan 3 GB / 7 days                 | 649
  eSIM            | United States 10 GB / 30 days       | 1799
  eSIM            | Thailand Unlimited / 10 days        | 1199
  eSIM            | Asia 20 GB / 30 days                | 2499  | Out of Stock
  eSIM            | Global 1 GB / 7 days                | 899
  eSIM            | United Arab Emirates 5 GB / 15 days | 1099
  eSIM            | Singapore 3 GB / 7 days             | 549
  Gift Card       | Travel Gift Card ₹500               | 500
  Gift Card       | Travel Gift Card ₹1,000             | 1000
  Gift Card       | Travel Gift Card ₹2,500             | 2500
  Gift Card       | Festive Gift Card ₹5,000            | 5000  | Out of Stock
  Gift Card       | Birthday Gift Card ₹1,500           | 1500
  Gift Card       | Corporate Gift Card ₹10,000         | 10000
  Device Coverage | Screen Protection, 1 year           | 1299
  Device Coverage | Accidental Damage, 1 year           | 2999
  Device Coverage | Extended Warranty, 2 years          | 3499
  Device Coverage | Theft Protection, 1 year            | 3999  | Out of Stock
  Device Coverage | Liquid Damage, 1 year               | 1999
  Device Coverage | Complete Care, 2 years              | 5999
`);

export const DEMO_CATALOGUE = Object.entries(CATEGORIES).map(([name, theme]) => ({
  name,
  theme,
  products: PRODUCTS.filter(([category]) => category === name).map(([, product, price, stock]) => ({
    name: product,
    price: Number(price),
    stock: (stock ?? 'In Stock') as StockStatus,
  })),
}));
