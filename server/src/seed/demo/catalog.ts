/**
 * What the demo shop sells, priced in rupees: its catalogue of categories and products, and the
 * travel eSIMs, gift cards and device protection its orders name.
 */
import type { StockStatus } from '../../../../contract/catalogue';
import type { ThemeName } from './png';
import { cells, rows, words } from './text';

/**
 * The specification's three categories, each with its picture's theme (png.ts), and their
 * products: name | price | stock when not in stock.
 */
export const DEMO_CATALOGUE = (
  [
    [
      'eSIM',
      'ocean',
      `
      Europe 5 GB / 15 days               | 999
      Japan 3 GB / 7 days                 | 649
      United States 10 GB / 30 days       | 1799
      Thailand Unlimited / 10 days        | 1199
      Asia 20 GB / 30 days                | 2499 | Out of Stock
      Global 1 GB / 7 days                | 899
      United Arab Emirates 5 GB / 15 days | 1099
      Singapore 3 GB / 7 days             | 549`,
    ],
    [
      'Gift Card',
      'festive',
      `
      Travel Gift Card ₹500         | 500
      Travel Gift Card ₹1,000       | 1000
      Travel Gift Card ₹2,500       | 2500
      Festive Gift Card ₹5,000      | 5000 | Out of Stock
      Birthday Gift Card ₹1,500     | 1500
      Corporate Gift Card ₹10,000   | 10000`,
    ],
    [
      'Device Coverage',
      'forest',
      `
      Screen Protection, 1 year     | 1299
      Accidental Damage, 1 year     | 2999
      Extended Warranty, 2 years    | 3499
      Theft Protection, 1 year      | 3999 | Out of Stock
      Liquid Damage, 1 year         | 1999
      Complete Care, 2 years        | 5999`,
    ],
  ] as const
).map(([name, theme, products]) => ({
  name,
  theme: theme satisfies ThemeName,
  products: rows(products).map(([product, price, stock]) => ({
    name: product,
    price: Number(price),
    stock: (stock ?? 'In Stock') as StockStatus,
  })),
}));

// name | price factor against the base tariff
export const DESTINATIONS = rows(`
  Europe               | 1
  Japan                | 1.1
  United States        | 1.2
  United Kingdom       | 1.1
  Thailand             | 0.7
  United Arab Emirates | 0.9
  Singapore            | 0.8
  Turkey               | 0.9
  Australia            | 1.2
  Indonesia            | 0.7
  Vietnam              | 0.6
  Sri Lanka            | 0.6
  Asia                 | 1.3
  Global               | 1.8
`).map(([name, factor]) => ({ name, factor: Number(factor) }));

// Data allowance in GB (none: unlimited) | validity in days | base price
const PACKAGES = rows(`
   1 |  7 |  399
   3 | 15 |  799
   5 | 15 | 1099
   5 | 30 | 1199
  10 | 30 | 1899
  20 | 30 | 2999
  20 | 60 | 3299
  50 | 90 | 6499
     |  5 | 1499
     | 10 | 2499
     | 15 | 3299
`).map(([gb, days, price]) => ({ gb, days: Number(days), price: Number(price) }));
export const DATA_PACKAGES = PACKAGES.filter(({ gb }) => gb !== '');
export const UNLIMITED_PACKAGES = PACKAGES.filter(({ gb }) => gb === '');

export const GIFT_BRANDS = cells(`Amazon | Flipkart | Myntra | MakeMyTrip | Swiggy | Zomato |
  BookMyShow | Nykaa | Croma | Google Play`);
export const GIFT_VALUES = [250, 500, 1000, 2000, 5000];

// name | model | storage in GB | colours | price
export const DEVICES = rows(`
  iPhone 15 Pro Max        | A2849      | 256 512 | Natural Titanium, Black Titanium | 159900
  iPhone 15                | A3090      | 128 256 | Blue, Pink, Black                | 79900
  iPhone 14                | A2882      | 128 256 | Midnight, Starlight              | 69900
  iPhone 13                | A2633      | 128     | Midnight, Blue                   | 59900
  Samsung Galaxy S24 Ultra | SM-S928B   | 256 512 | Titanium Gray, Titanium Black    | 129999
  Samsung Galaxy S23       | SM-S911B   | 128 256 | Phantom Black, Cream             | 74999
  Samsung Galaxy A55       | SM-A556E   | 128 256 | Awesome Iceblue, Awesome Navy    | 39999
  OnePlus 12               | CPH2581    | 256 512 | Flowy Emerald, Silky Black       | 64999
  Google Pixel 8           | G9BQD      | 128     | Obsidian, Hazel                  | 75999
  Redmi Note 13 Pro        | 2312DRA50I | 128 256 | Midnight Black, Arctic White     | 25999
  vivo V29                 | V2250      | 128 256 | Himalayan Blue, Space Black      | 32999
  iPad Air (M2)            | A2902      | 128 256 | Space Grey, Starlight            | 59900
`).map(([name, model, storage, colours, price]) => ({
  name,
  model,
  storage: words(storage).map(Number),
  colours: colours.split(', '),
  price: Number(price),
}));

// name | what it covers | price as a share of the device's
export const PROTECTION_PLANS = rows(`
  AppleCare-style Device Protection | 12 months accidental & liquid damage | 0.09
  Total Device Protection           | 12 months theft & accidental damage  | 0.11
  Screen Damage Protection          | 12 months screen damage              | 0.04
  Extended Warranty Plan            | 24 months extended warranty          | 0.06
`).map(([name, coverage, share]) => ({ name, coverage, share: Number(share) }));

export const STORES = cells(`Croma, Mumbai | Reliance Digital, Bengaluru | Vijay Sales, Pune |
  Apple Store BKC, Mumbai | Samsung Smart Café, Delhi | Poorvika, Chennai |
  Sangeetha, Hyderabad | Amazon.in | Flipkart`);

export const ESIM_NOTES = cells(`
  Customer asked for the QR code again by e-mail. | Installed before departure; activates on arrival. |
  Top-up requested after 80% of the data was used. | Bought for a family member travelling separately.
`);
