/**
 * What each form and the server's schema of its body share, as plain values with no schema: the
 * values a field offers, its limits and the requirements' texts for its failures
 * (docs/requirements.md#5-validation, docs/requirements.md#9-constants-and-limits). The web app's
 * forms check with them before sending; the schemas of this folder refuse with the same words.
 */

/** Whether a notification or banner is shown: the same switch for both tables. */
export const STATUSES = ['active', 'inactive'] as const;

/** The largest PostgreSQL integer: ids and positions are integer columns. */
export const MAX_INT = 2_147_483_647;

/**
 * The most characters each text of a body holds, counted as the server counts them (code points:
 * an emoji is one). The server's schemas refuse more, and the forms say so first.
 */
export const MAX_LENGTHS = {
  title: 200,
  description: 2000,
  blogDescription: 5000,
  categoryName: 100,
  productName: 200,
  adminName: 100,
  email: 254,
  receiver: 100,
  note: 500,
  txnId: 100,
  redirectUrl: 2048,
  // A cap keeps a megabyte "password" from tying up scrypt.
  password: 1024,
} as const;

/**
 * The server's own words for a field outside its limits, which the requirements word nowhere:
 * the forms say them too, naming the field as the body does.
 */
export const LIMIT_MESSAGES = {
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters long.`,
  atLeast: (field: string, min: number) => `${field} must be at least ${min}.`,
  atMost: (field: string, max: number) => `${field} must be at most ${max}.`,
} as const;

/** The image types taken, and the most bytes an image holds (5 MB, docs/requirements.md#9-constants-and-limits). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const MAX_IMAGE_BYTES = 5_242_880;

/** The requirements' text for an image over the 5 MB limit, unless its form names the image. */
export const IMAGE_TOO_LARGE = 'Image must be smaller than 5MB.';
/** An image of another type, named by its body field. */
export const notAnImage = (field: string) => `${field} must be a PNG, JPEG, WebP or GIF image.`;

/** The title and description of banners, notifications and blogs. */
export const TITLE_MESSAGES = {
  title: 'Title is required.',
  description: 'Description is required.',
} as const;

/** Banner positions start at 1. */
export const MIN_POSITION = 1;

export const BANNER_MESSAGES = {
  position: 'Valid position number is required.',
  ...TITLE_MESSAGES,
  redirectUrl: 'Enter a valid http:// or https:// URL.',
  desktopRequired: 'Desktop image is required.',
  mobileRequired: 'Mobile image is required.',
  desktopTooLarge: 'Desktop image must be smaller than 5MB.',
  mobileTooLarge: 'Mobile image must be smaller than 5MB.',
} as const;

/**
 * A banner's redirect link: an http: or https: URL only, never `javascript:` and the like
 * (docs/decisions.md#2-defects-fixed).
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export const NOTIFICATION_TYPES = ['info', 'warning', 'success', 'error', 'promotional'] as const;
export const NOTICE_TO = ['all', 'customers', 'admins', 'specific_users'] as const;

export const NOTIFICATION_MESSAGES = {
  ...TITLE_MESSAGES,
  type: 'Type is required.',
  noticeTo: 'Notice To is required.',
  imageRequired: 'Notification image is required.',
  imageTooLarge: IMAGE_TOO_LARGE,
  // Our texts, not the requirements': the recipients of a notice To Specific Users
  // (docs/api.md#notification-recipients).
  recipientsRequired: 'Choose at least one user.',
  recipientsNotTaken: 'Only a notice To Specific Users takes recipients.',
} as const;

/** The Notice To whose notice names its recipients, the shop's users. */
export const SPECIFIC_USERS = 'specific_users' satisfies (typeof NOTICE_TO)[number];
/** The most users one notice names: more is a list to send to, not a notice. */
export const MAX_RECIPIENTS = 100;

export const BLOG_CATEGORIES = ['Travel', 'Technology', 'eSIM', 'Tips'] as const;
export const BLOG_STATUSES = ['Draft', 'Published'] as const;

export const BLOG_MESSAGES = {
  ...TITLE_MESSAGES,
  category: 'Category is required.',
  status: 'Status is required.',
  date: 'Date is required.',
  imageTooLarge: IMAGE_TOO_LARGE,
} as const;

export const CATEGORY_MESSAGES = {
  name: 'Category name is required.',
  status: 'Status is required.',
  image: 'Image is required.',
} as const;

export const STOCK_STATUSES = ['In Stock', 'Out of Stock'] as const;

/** The highest price taken, in rupees; a price is never negative. */
export const MAX_PRICE = 10_000_000;

export const PRODUCT_MESSAGES = {
  name: 'Product name is required.',
  category: 'Category is required.',
  price: 'Price is required.',
  stock: 'Stock status is required.',
  // Ours, not the requirements': a price below 0 or above MAX_PRICE.
  priceRange: `Price must be between ₹0 and ₹${MAX_PRICE.toLocaleString('en-US')}.`,
} as const;

/** The smallest and largest amounts taken, in rupees: a paisa at least. */
export const MIN_WALLET_AMOUNT = 0.01;
export const MAX_WALLET_AMOUNT = 10_000_000;

export const WALLET_MESSAGES = {
  receiver: 'Receiver name is required.',
  note: 'Note is required.',
  txnId: 'Transaction ID is required.',
  date: 'Date is required.',
  amount: 'Amount is required.',
  amountPositive: 'Amount must be greater than 0.',
  screenshot: 'Screenshot is required.',
  screenshotTooLarge: IMAGE_TOO_LARGE,
} as const;

/** The 409 of a transaction ID that another payment has, the server's and the tab's. */
export const duplicateTxnMessage = (txnId: string) =>
  `Transaction ID ${txnId} is already recorded.`;

/** The refusals of a banner's schedule (docs/api.md#banner-schedules), the server's and the form's. */
export const SCHEDULE_MESSAGES = {
  moment: (name: string) =>
    `${name} must be a date and time with its offset, such as 2026-12-01T09:00:00+05:30.`,
  order: "A banner's end must come after its start.",
} as const;
