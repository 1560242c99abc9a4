/**
 * Demo customers and orders of an Indian shop selling travel eSIMs, gift cards and device
 * protection. The data is made to exercise every case the client handles: users without a
 * role, orders naming their buyer by customer_id or by userId (some of users that no longer
 * exist), amounts as numbers and as numeric strings, every status colour including an unknown
 * and an absent status, and optional fields left out.
 */
import type { OrderRecord } from '../../repositories/orders';
import type { UserRecord } from '../../repositories/users';
import { Random } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;
// About eighteen months of history.
const HISTORY_DAYS = 548;
// Separate streams, so the orders are the same whether or not the users were seeded in this run.
const USERS_SEED = 0x05eed001;
const ORDERS_SEED = 0x05eed002;

/** The words of a text, split at white space: long name lists read as prose. */
function words(text: string): readonly string[] {
  return text.trim().split(/\s+/);
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const FIRST_NAMES = words(`
  Aarav Vivaan Aditya Vihaan Arjun Sai Reyansh Ayaan Krishna Ishaan Rohan Kabir Dhruv Karthik
  Rahul Siddharth Nikhil Pranav Varun Amit Rajesh Suresh Venkatesh Harpreet Manish Deepak
  Sanjay Imran Farhan Joseph Aadhya Ananya Diya Isha Kavya Priya Saanvi Meera Riya Sneha Pooja
  Neha Shreya Divya Lakshmi Anjali Nandini Tanvi Aishwarya Swati Fatima Zoya Ayesha Simran
  Harleen Deepika Radhika Keerthi Bhavana Sunita
`);

const LAST_NAMES = words(`
  Sharma Verma Gupta Patel Shah Mehta Iyer Nair Menon Pillai Reddy Rao Naidu Kulkarni
  Deshpande Joshi Patil Singh Kaur Gill Sandhu Chatterjee Banerjee Mukherjee Das Bose Ghosh
  Khan Qureshi Siddiqui D'Souza Fernandes Thomas Kurian Agarwal Jain Bansal Malhotra Kapoor
  Khanna Mishra Tiwari Pandey Yadav Chauhan Hegde Shetty Gowda
`);

const EMAIL_DOMAINS: ReadonlyArray<readonly [string, number]> = [
  ['gmail.com', 60],
  ['yahoo.co.in', 12],
  ['outlook.com', 10],
  ['hotmail.com', 6],
  ['rediffmail.com', 6],
  ['icloud.com', 6],
];

// Staff of the shop sign in with their work address.
const STAFF_DOMAIN = 'travelsim.in';
// One user in this many is an administrator of the shop.
const ADMIN_EVERY = 25;

interface Destination {
  name: string;
  /** Price multiplier against the base tariff. */
  factor: number;
}

const DESTINATIONS: readonly Destination[] = [
  { name: 'Europe', factor: 1 },
  { name: 'Japan', factor: 1.1 },
  { name: 'United States', factor: 1.2 },
  { name: 'United Kingdom', factor: 1.1 },
  { name: 'Thailand', factor: 0.7 },
  { name: 'United Arab Emirates', factor: 0.9 },
  { name: 'Singapore', factor: 0.8 },
  { name: 'Turkey', factor: 0.9 },
  { name: 'Australia', factor: 1.2 },
  { name: 'Indonesia', factor: 0.7 },
  { name: 'Vietnam', factor: 0.6 },
  { name: 'Sri Lanka', factor: 0.6 },
  { name: 'Asia', factor: 1.3 },
  { name: 'Global', factor: 1.8 },
];

/** Data allowance and validity, with the base price in rupees. */
const DATA_PACKAGES: ReadonlyArray<{ gb: number; days: number; price: number }> = [
  { gb: 1, days: 7, price: 399 },
  { gb: 3, days: 15, price: 799 },
  { gb: 5, days: 15, price: 1099 },
  { gb: 5, days: 30, price: 1199 },
  { gb: 10, days: 30, price: 1899 },
  { gb: 20, days: 30, price: 2999 },
  { gb: 20, days: 60, price: 3299 },
  { gb: 50, days: 90, price: 6499 },
];

const UNLIMITED_PACKAGES: ReadonlyArray<{ days: number; price: number }> = [
  { days: 5, price: 1499 },
  { days: 10, price: 2499 },
  { days: 15, price: 3299 },
];

const GIFT_BRANDS = [
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
const GIFT_VALUES = [250, 500, 1000, 2000, 5000] as const;

interface Device {
  name: string;
  model: string;
  storage: readonly number[];
  colours: readonly string[];
  /** Rupees, for pricing the cover. */
  price: number;
}

const DEVICES: readonly Device[] = [
  {
    name: 'iPhone 15 Pro Max',
    model: 'A2849',
    storage: [256, 512],
    colours: ['Natural Titanium', 'Black Titanium'],
    price: 159900,
  },
  {
    name: 'iPhone 15',
    model: 'A3090',
    storage: [128, 256],
    colours: ['Blue', 'Pink', 'Black'],
    price: 79900,
  },
  {
    name: 'iPhone 14',
    model: 'A2882',
    storage: [128, 256],
    colours: ['Midnight', 'Starlight'],
    price: 69900,
  },
  {
    name: 'iPhone 13',
    model: 'A2633',
    storage: [128],
    colours: ['Midnight', 'Blue'],
    price: 59900,
  },
  {
    name: 'Samsung Galaxy S24 Ultra',
    model: 'SM-S928B',
    storage: [256, 512],
    colours: ['Titanium Gray', 'Titanium Black'],
    price: 129999,
  },
  {
    name: 'Samsung Galaxy S23',
    model: 'SM-S911B',
    storage: [128, 256],
    colours: ['Phantom Black', 'Cream'],
    price: 74999,
  },
  {
    name: 'Samsung Galaxy A55',
    model: 'SM-A556E',
    storage: [128, 256],
    colours: ['Awesome Iceblue', 'Awesome Navy'],
    price: 39999,
  },
  {
    name: 'OnePlus 12',
    model: 'CPH2581',
    storage: [256, 512],
    colours: ['Flowy Emerald', 'Silky Black'],
    price: 64999,
  },
  {
    name: 'Google Pixel 8',
    model: 'G9BQD',
    storage: [128],
    colours: ['Obsidian', 'Hazel'],
    price: 75999,
  },
  {
    name: 'Redmi Note 13 Pro',
    model: '2312DRA50I',
    storage: [128, 256],
    colours: ['Midnight Black', 'Arctic White'],
    price: 25999,
  },
  {
    name: 'vivo V29',
    model: 'V2250',
    storage: [128, 256],
    colours: ['Himalayan Blue', 'Space Black'],
    price: 32999,
  },
  {
    name: 'iPad Air (M2)',
    model: 'A2902',
    storage: [128, 256],
    colours: ['Space Grey', 'Starlight'],
    price: 59900,
  },
];

const PROTECTION_PLANS: ReadonlyArray<{ name: string; coverage: string; share: number }> = [
  {
    name: 'AppleCare-style Device Protection',
    coverage: '12 months accidental & liquid damage',
    share: 0.09,
  },
  { name: 'Total Device Protection', coverage: '12 months theft & accidental damage', share: 0.11 },
  { name: 'Screen Damage Protection', coverage: '12 months screen damage', share: 0.04 },
  { name: 'Extended Warranty Plan', coverage: '24 months extended warranty', share: 0.06 },
];

const STORES = [
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

const ESIM_NOTES = [
  'Customer asked for the QR code again by e-mail.',
  'Installed before departure; activates on arrival.',
  'Top-up requested after 80% of the data was used.',
  'Bought for a family member travelling separately.',
] as const;

type Choices<T> = ReadonlyArray<readonly [T, number]>;

/** Every colour of the client's status badge: green, yellow, red, grey (unknown) and absent. */
const ORDER_STATUSES: Choices<string | undefined> = [
  ['completed', 36],
  ['success', 20],
  ['pending', 11],
  ['processing', 4],
  ['cancelled', 7],
  ['failed', 7],
  ['refunded', 5],
  [undefined, 10],
];

/**
 * The payment status that goes with each order status; undefined (absent) makes the client
 * fall back to the order status.
 */
const PAID: Choices<string | undefined> = [
  ['success', 50],
  ['completed', 35],
  [undefined, 15],
];

const PAYMENT_STATUSES: Readonly<Record<string, Choices<string | undefined>>> = {
  completed: PAID,
  success: PAID,
  pending: [
    ['pending', 70],
    [undefined, 30],
  ],
  processing: [
    ['success', 60],
    ['pending', 40],
  ],
  cancelled: [
    ['refunded', 50],
    ['failed', 30],
    [undefined, 20],
  ],
  failed: [
    ['failed', 85],
    [undefined, 15],
  ],
  refunded: [['refunded', 1]],
};

const PAYMENT_STATUSES_WITHOUT_ORDER_STATUS: Choices<string | undefined> = [
  ['success', 50],
  ['pending', 20],
  [undefined, 30],
];

const PAYMENT_METHODS: Choices<string | undefined> = [
  ['UPI', 52],
  ['Card', 24],
  ['Net Banking', 11],
  ['Wallet', 7],
  [undefined, 6],
];

const USER_ROLES: Choices<string | undefined> = [
  ['customer', 80],
  [undefined, 20],
];

const PLAN_TYPES: Choices<string | undefined> = [
  ['data-only', 65],
  ['data-voice', 15],
  ['unlimited', 15],
  [undefined, 5],
];

/** Midnight UTC today: the demo data moves with the calendar but is the same all day. */
export function demoAnchor(now = new Date()): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/** An age in milliseconds up to `maxMs`, more often recent: the shop has been growing. */
function recentAge(random: Random, maxMs: number): number {
  return Math.floor(maxMs * random.next() ** 1.6);
}

/** ISO 8601 to the microsecond, as PostgreSQL stores it and Firestore's nanoseconds show it. */
function isoMicroseconds(ms: number, microseconds: number): string {
  return new Date(ms).toISOString().replace('Z', `${String(microseconds).padStart(3, '0')}Z`);
}

function emailLocalPart(random: Random, first: string, last: string): string {
  const f = first.toLowerCase();
  const l = last.toLowerCase().replace(/[^a-z]/g, '');
  return random.pick([
    `${f}.${l}`,
    `${f}${l}`,
    `${f}_${l}`,
    `${f}.${l.charAt(0)}`,
    `${f}${random.int(1980, 2004)}`,
    `${l}.${f}`,
  ]);
}

export function demoUsers(count: number, anchor: Date): UserRecord[] {
  const random = new Random(USERS_SEED);
  const taken = new Set<string>();
  const users: UserRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const isAdmin = index % ADMIN_EVERY === 0;
    const domain = isAdmin ? STAFF_DOMAIN : random.weighted(EMAIL_DOMAINS);
    const local = emailLocalPart(random, first, last);
    let email = `${local}@${domain}`;
    for (let n = 2; taken.has(email); n += 1) email = `${local}${n}@${domain}`;
    taken.add(email);

    const user: UserRecord = {
      id: random.string(28, ALPHANUMERIC),
      full_name: `${first} ${last}`,
      email,
      is_admin: isAdmin,
      created_at: isoMicroseconds(
        anchor.getTime() - recentAge(random, HISTORY_DAYS * DAY_MS),
        random.int(0, 999),
      ),
    };
    const role = isAdmin ? 'admin' : random.weighted(USER_ROLES);
    if (role !== undefined) user.role = role;
    users.push(user);
  }
  return users;
}

/** Multiples of ten less one, as shops price: 1899, not 1903. */
function shopPrice(rupees: number): number {
  return Math.max(99, Math.round(rupees / 10) * 10 - 1);
}

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

/** What an order says about its product, with the price before rounding. */
type Product = Pick<
  OrderRecord,
  'product_name' | 'coverage' | 'plan_type' | 'imei_number' | 'model_number' | 'additional_info'
> & { price: number };

function esim(random: Random): Product {
  const destination = random.pick(DESTINATIONS);
  const planType = random.weighted(PLAN_TYPES);
  let product: Product;
  if (planType === 'unlimited') {
    const plan = random.pick(UNLIMITED_PACKAGES);
    product = {
      product_name: `Airalo ${destination.name} eSIM`,
      coverage: `${destination.name} Unlimited / ${plan.days} days`,
      price: plan.price * destination.factor,
    };
  } else {
    const plan = random.pick(DATA_PACKAGES);
    product = {
      product_name: `Airalo ${destination.name} eSIM`,
      coverage: `${destination.name} ${plan.gb} GB / ${plan.days} days`,
      price: (plan.price + (planType === 'data-voice' ? 300 : 0)) * destination.factor,
    };
  }
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

const PRODUCT_KINDS: Choices<(random: Random, created: Date) => Product> = [
  [esim, 70],
  [giftCard, 18],
  [deviceProtection, 12],
];

/**
 * `count` orders of the given users (oldest first, as listUserIds answers), a few of users
 * that do not exist, with airlo_order_id rising with time as the shop numbers them.
 */
export function demoOrders(
  count: number,
  users: ReadonlyArray<{ id: string; createdAt: Date }>,
  anchor: Date,
): OrderRecord[] {
  const random = new Random(ORDERS_SEED);
  const now = anchor.getTime();
  const orders: OrderRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    // About one in twenty-five names a user the shop has deleted since.
    const user = users.length > 0 && random.chance(0.96) ? random.pick(users) : undefined;
    const buyerId = user?.id ?? random.string(28, ALPHANUMERIC);
    const since = user ? Math.max(0, now - user.createdAt.getTime()) : HISTORY_DAYS * DAY_MS;
    const createdMs = now - recentAge(random, since);
    const { price, ...product } = random.weighted(PRODUCT_KINDS)(random, new Date(createdMs));
    const amount = shopPrice(price);
    const status = random.weighted(ORDER_STATUSES);
    const paymentStatus = random.weighted(
      (status === undefined ? undefined : PAYMENT_STATUSES[status]) ??
        PAYMENT_STATUSES_WITHOUT_ORDER_STATUS,
    );
    const paymentMethod = random.weighted(PAYMENT_METHODS);
    // Most orders settle within hours; refunds and cancellations days later.
    const settledAfterMs =
      status === 'refunded' || status === 'cancelled'
        ? random.int(1, 10) * DAY_MS
        : random.int(0, 6 * 60 * 60) * 1000;

    const order: OrderRecord = {
      id: random.string(20, ALPHANUMERIC),
      // Numbered below, once every order has its date.
      airlo_order_id: '',
      ...product,
      // Parts of the shop send the amount as a number, others as a string with paise.
      amount: random.chance(0.6) ? amount : amount.toFixed(2),
      created_at: new Date(createdMs).toISOString(),
      updated_at: new Date(Math.min(now, createdMs + settledAfterMs)).toISOString(),
    };
    if (random.chance(0.5)) order.customer_id = buyerId;
    else order.user_id = buyerId;
    if (status !== undefined) order.status = status;
    if (paymentStatus !== undefined) order.payment_status = paymentStatus;
    const paid = paymentStatus !== undefined && paymentStatus !== 'pending';
    if (paid && random.chance(0.92)) order.transaction_id = `TXN${random.digits(12)}`;
    if (paymentMethod !== undefined) order.payment_method = paymentMethod;
    orders.push(order);
  }

  // ISO 8601 strings of one length sort as their dates do.
  const byAge = [...orders].sort((a, b) => (a.created_at < b.created_at ? -1 : 1));
  let airloNumber = 1_048_576;
  for (const order of byAge) {
    airloNumber += random.int(1, 9);
    order.airlo_order_id = String(airloNumber);
  }
  return orders;
}
