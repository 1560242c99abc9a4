/** What the demo shop sells: travel eSIMs, gift cards and device protection, priced in rupees. */
import { rows, words } from './text';

export interface Destination {
  name: string;
  /** Price multiplier against the base tariff. */
  factor: number;
}

// name | price factor
export const DESTINATIONS: readonly Destination[] = rows(`
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

/** Data allowance and validity, with the base price. */
export const DATA_PACKAGES: ReadonlyArray<{ gb: number; days: number; price: number }> = rows(`
   1 |  7 |  399
   3 | 15 |  799
   5 | 15 | 1099
   5 | 30 | 1199
  10 | 30 | 1899
  20 | 30 | 2999
  20 | 60 | 3299
  50 | 90 | 6499
`).map(([gb, days, price]) => ({ gb: Number(gb), days: Number(days), price: Number(price) }));

export const UNLIMITED_PACKAGES: ReadonlyArray<{ days: number; price: number }> = [
  { days: 5, price: 1499 },
  { days: 10, price: 2499 },
  { days: 15, price: 3299 },
];

export const GIFT_BRANDS = [
  'Amazon',
  'Flipkart',
  'Myntra',
  'MakeMyTrip',
  'Swiggy',
  'Zomato',
  'BookMyShow',
  'Nykaa',
  'Croma',
  'Google Play',
] as const;
export const GIFT_VALUES = [250, 500, 1000, 2000, 5000] as const;

export interface Device {
  name: string;
  model: string;
  storage: readonly number[];
  colours: readonly string[];
  /** For pricing the cover. */
  price: number;
}

// name | model | storage in GB | colours | price
export const DEVICES: readonly Device[] = rows(`
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
export const PROTECTION_PLANS: ReadonlyArray<{ name: string; coverage: string; share: number }> =
  rows(`
    AppleCare-style Device Protection | 12 months accidental & liquid damage | 0.09
    Total Device Protection           | 12 months theft & accidental damage  | 0.11
    Screen Damage Protection          | 12 months screen damage              | 0.04
    Extended Warranty Plan            | 24 months extended warranty          | 0.06
  `).map(([name, coverage, share]) => ({ name, coverage, share: Number(share) }));

export const STORES = [
  'Croma, Mumbai',
  'Reliance Digital, Bengaluru',
  'Vijay Sales, Pune',
  'Apple Store BKC, Mumbai',
  'Samsung Smart Café, Delhi',
  'Poorvika, Chennai',
  'Sangeetha, Hyderabad',
  'Amazon.in',
  'Flipkart',
] as const;

export const ESIM_NOTES = [
  'Customer asked for the QR code again by e-mail.',
  'Installed before departure; activates on arrival.',
  'Top-up requested after 80% of the data was used.',
  'Bought for a family member travelling separately.',
] as const;
