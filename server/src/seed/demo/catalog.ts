/**
 * What the demo orders sell, priced in rupees: travel eSIMs, gift cards and device protection,
 * and what an order says about the product it sold.
 */
import type { OrderRecord } from '../../repositories/orders';
import { DAY_MS } from './calendar';
import type { Choices, Random } from './random';
import { cells, choices, rows, words } from './text';

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
const DATA_PACKAGES = PACKAGES.filter(({ gb }) => gb !== '');
const UNLIMITED_PACKAGES = PACKAGES.filter(({ gb }) => gb === '');

export const GIFT_BRANDS = cells(`Amazon | Flipkart | Myntra | MakeMyTrip | Swiggy | Zomato |
  BookMyShow | Nykaa | Croma | Google Play`);
const GIFT_VALUES = [250, 500, 1000, 2000, 5000];

// name | model | storage in GB | colours | price
const DEVICES = rows(`
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
const PROTECTION_PLANS = rows(`
  AppleCare-style Device Protection | 12 months accidental & liquid damage | 0.09
  Total Device Protection           | 12 months theft & accidental damage  | 0.11
  Screen Damage Protection          | 12 months screen damage              | 0.04
  Extended Warranty Plan            | 24 months extended warranty          | 0.06
`).map(([name, coverage, share]) => ({ name, coverage, share: Number(share) }));

const STORES = cells(`Croma, Mumbai | Reliance Digital, Bengaluru | Vijay Sales, Pune |
  Apple Store BKC, Mumbai | Samsung Smart Café, Delhi | Poorvika, Chennai |
  Sangeetha, Hyderabad | Amazon.in | Flipkart`);

const ESIM_NOTES = cells(`Customer asked for the QR code again by e-mail. |
  Installed before departure; activates on arrival. |
  Top-up requested after 80% of the data was used. |
  Bought for a family member travelling separately.`);

/** The product's fields of an order, with the price before rounding. */
export type Product = Pick<
  OrderRecord,
  'product_name' | 'coverage' | 'plan_type' | 'imei_number' | 'model_number' | 'additional_info'
> & { price: number };

const PLAN_TYPES = choices('data-only 65, data-voice 15, unlimited 15, - 5');

/** A 15-digit IMEI whose last digit is the Luhn check digit, as on a real handset. */
function imei(random: Random): string {
  const body = `35${random.digits(12)}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function esim(random: Random): Product {
  const { name, factor } = random.pick(DESTINATIONS);
  const planType = random.weighted(PLAN_TYPES);
  const unlimited = planType === 'unlimited';
  const { gb, days, price } = random.pick(unlimited ? UNLIMITED_PACKAGES : DATA_PACKAGES);
  return {
    product_name: `Airalo ${name} eSIM`,
    coverage: `${name} ${unlimited ? 'Unlimited' : `${gb} GB`} / ${days} days`,
    price: (price + (planType === 'data-voice' ? 300 : 0)) * factor,
    plan_type: planType,
    additional_info: random.chance(0.08) ? random.pick(ESIM_NOTES) : undefined,
  };
}

function giftCard(random: Random): Product {
  const value = random.pick(GIFT_VALUES);
  return {
    product_name: `${random.pick(GIFT_BRANDS)} Gift Card ₹${value}`,
    coverage: random.pick(['Digital voucher', 'Digital voucher, valid 12 months']),
    price: value,
  };
}

function deviceProtection(random: Random, purchased: Date): Product {
  const plan = random.pick(PROTECTION_PLANS);
  const device = random.pick(DEVICES);
  // A few were sold before the shop asked for the handset's details.
  const detailed = random.chance(0.9);
  const product: Product = {
    product_name: plan.name,
    coverage: plan.coverage,
    price: device.price * plan.share,
    imei_number: detailed ? imei(random) : undefined,
    model_number: detailed ? device.model : undefined,
  };
  if (random.chance(0.75)) {
    const bought = new Date(purchased.getTime() - random.int(0, 25) * DAY_MS);
    product.additional_info =
      `${device.name}, ${random.pick(device.storage)} GB, ${random.pick(device.colours)}. ` +
      `Bought ${bought.toISOString().slice(0, 10)} at ${random.pick(STORES)}.`;
  }
  return product;
}

/** Each kind of product with its share of the orders. */
export const PRODUCT_KINDS: Choices<(random: Random, created: Date) => Product> = [
  [esim, 70],
  [giftCard, 18],
  [deviceProtection, 12],
];
