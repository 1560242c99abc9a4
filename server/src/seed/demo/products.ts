/** What an order says about the product it sold, drawn from the catalog. */
import type { OrderRecord } from '../../repositories/orders';
import { DAY_MS } from './calendar';
import {
  DATA_PACKAGES,
  DESTINATIONS,
  DEVICES,
  ESIM_NOTES,
  GIFT_BRANDS,
  GIFT_VALUES,
  PROTECTION_PLANS,
  STORES,
  UNLIMITED_PACKAGES,
} from './catalog';
import type { Choices, Random } from './random';
import { choices } from './text';

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
  const product: Product = {
    product_name: `Airalo ${name} eSIM`,
    coverage: `${name} ${unlimited ? 'Unlimited' : `${gb} GB`} / ${days} days`,
    price: (price + (planType === 'data-voice' ? 300 : 0)) * factor,
  };
  if (planType !== undefined) product.plan_type = planType;
  if (random.chance(0.08)) product.additional_info = random.pick(ESIM_NOTES);
  return product;
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
  const product: Product = {
    product_name: plan.name,
    coverage: plan.coverage,
    price: device.price * plan.share,
  };
  // A few were sold before the shop asked for the handset's details.
  if (random.chance(0.9)) {
    product.imei_number = imei(random);
    product.model_number = device.model;
  }
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
