/**
 * The managed resources' routes, each derived from its declaration by managedRoutes (resource.ts):
 * notifications and banners (docs/api.md#notifications-and-banners), categories and products
 * (docs/api.md#catalogue), blogs (docs/api.md#blogs) and wallet payments
 * (docs/api.md#wallet-payments); the four last with their paged list and export. Each says only
 * what is its own: its bodies, its images' refusals, whether it has a status, what a body must
 * refuse and when an item is in use.
 */
import type { Queryable } from '../db/types';
import type { Writable } from '../repositories/resourceTable';
import { badRequest, refused } from '../lib/httpError';
import { banners, shiftFrom } from '../repositories/banners';
import { BLOG_LIST, blogs } from '../repositories/blogs';
import { categories, CATEGORY_LIST, categoryExists, productsIn } from '../repositories/categories';
import { notifications, unknownUsers } from '../repositories/notifications';
import { PRODUCT_LIST, products } from '../repositories/products';
import { recordedTxnId, WALLET_LIST, walletPayments } from '../repositories/walletPayments';
import {
  bannerSchema,
  createBannerSchema,
  SCHEDULE_MESSAGES,
  updateBannerSchema,
  type Banner,
} from '../../../contract/banner';
import { blogBodySchema, blogSchema, blogsPageQuerySchema } from '../../../contract/blogs';
import {
  categoriesPageQuerySchema,
  categoryInUseReplySchema,
  categorySchema,
  createCategorySchema,
  productBodySchema,
  productSchema,
  productsPageQuerySchema,
  updateCategorySchema,
  type Category,
} from '../../../contract/catalogue';
import { errorReplySchema } from '../../../contract/common';
import {
  BANNER_MESSAGES,
  duplicateTxnMessage,
  NOTIFICATION_MESSAGES,
  SPECIFIC_USERS,
} from '../../../contract/formRules';
import {
  createNotificationSchema,
  notificationSchema,
  updateNotificationSchema,
} from '../../../contract/notification';
import {
  createWalletPaymentSchema,
  updateWalletPaymentSchema,
  walletPaymentSchema,
  walletPaymentsPageQuerySchema,
} from '../../../contract/wallet';
import { managedRoutes } from './resource';

/**
 * A notice To Specific Users names at least one of the shop's users, and only it names any
 * (docs/api.md#notification-recipients): a 400 naming `recipients` otherwise.
 */
export const notificationRoutes = managedRoutes({
  name: 'notifications',
  item: notificationSchema,
  table: notifications,
  createBody: createNotificationSchema,
  updateBody: updateNotificationSchema,
  hasStatus: true,
  async checkBody(tx, { noticeTo, recipients = [] }) {
    if (noticeTo !== SPECIFIC_USERS) {
      if (recipients.length > 0)
        throw badRequest(NOTIFICATION_MESSAGES.recipientsNotTaken, 'recipients');
      return;
    }
    if (recipients.length === 0)
      throw badRequest(NOTIFICATION_MESSAGES.recipientsRequired, 'recipients');
    const [missing] = await unknownUsers(tx, recipients);
    if (missing !== undefined) throw badRequest(`No user has the id “${missing}”.`, 'recipients');
  },
});

/**
 * Each banner has a desktop and a mobile image (docs/requirements.md#banner-management). Two may
 * share a position; a write with `shift` moves the others down instead
 * (docs/api.md#banner-positions).
 */
export const bannerRoutes = managedRoutes({
  name: 'banners',
  item: bannerSchema,
  table: banners,
  createBody: createBannerSchema,
  updateBody: updateBannerSchema,
  tooLarge: {
    bannerImageDesktop: BANNER_MESSAGES.desktopTooLarge,
    bannerImageMobile: BANNER_MESSAGES.mobileTooLarge,
  },
  hasStatus: true,
  // The end comes after the start, a stored one where the body leaves it out.
  async checkBody(tx, { startsAt, endsAt }, id) {
    if (startsAt === undefined && endsAt === undefined) return;
    const stored = id === undefined ? undefined : await banners.find(tx, id);
    const start = startsAt === undefined ? stored?.startsAt : startsAt;
    const end = endsAt === undefined ? stored?.endsAt : endsAt;
    if (start && end && Date.parse(end) <= Date.parse(start)) {
      throw badRequest(SCHEDULE_MESSAGES.order, endsAt === undefined ? 'startsAt' : 'endsAt');
    }
  },
  makeRoom: async (tx, body, id) => {
    const { shift, position } = body as Writable<Banner> & { shift?: boolean };
    if (!shift || position === undefined) return [];
    const moved = await shiftFrom(tx, position, id);
    if (!moved) throw badRequest('A banner at the last position cannot move down.', 'shift');
    return moved;
  },
});

/** How many of its products the 409 of a category in use names. */
const PRODUCTS_NAMED = 10;

/** The 409 of a category that products use, naming the first of them. */
async function refuseInUse(tx: Queryable, category: Category) {
  const { productCount, products } = await productsIn(tx, category.id, PRODUCTS_NAMED);
  if (productCount === 0) return;
  const noun = productCount === 1 ? 'product' : 'products';
  const message = `Category “${category.name}” is used by ${productCount} ${noun}.`;
  throw refused(409, message, { productCount, products });
}

/** A category that products use is not deleted: 409 naming them. */
export const categoryRoutes = managedRoutes({
  name: 'categories',
  item: categorySchema,
  table: categories,
  createBody: createCategorySchema,
  updateBody: updateCategorySchema,
  hasStatus: true,
  inUse: { reply: categoryInUseReplySchema, check: refuseInUse },
  pages: { ...CATEGORY_LIST, pageQuerySchema: categoriesPageQuerySchema },
});

const CATEGORY_REQUIRED = 'Category is required.';

/**
 * A product has no status nor image; it is in a category kept on the server: a category id that
 * names none is refused with the form's message.
 */
export const productRoutes = managedRoutes({
  name: 'products',
  item: productSchema,
  table: products,
  createBody: productBodySchema,
  async checkBody(tx, { categoryId }) {
    if (categoryId === undefined || !(await categoryExists(tx, categoryId))) {
      throw badRequest(CATEGORY_REQUIRED, 'categoryId');
    }
  },
  pages: { ...PRODUCT_LIST, pageQuerySchema: productsPageQuerySchema },
});

/**
 * A blog has an optional image stored as the banners'. Draft or Published is its own field, sent
 * with the others: no status switch.
 */
export const blogRoutes = managedRoutes({
  name: 'blogs',
  item: blogSchema,
  table: blogs,
  createBody: blogBodySchema,
  days: ['date'],
  pages: { ...BLOG_LIST, pageQuerySchema: blogsPageQuerySchema },
});

/**
 * A wallet payment has no status, and one image, the payment's screenshot. A transaction ID
 * already recorded is refused with 409 naming it and its field.
 */
export const walletPaymentRoutes = managedRoutes({
  name: 'walletPayments',
  item: walletPaymentSchema,
  table: walletPayments,
  createBody: createWalletPaymentSchema,
  updateBody: updateWalletPaymentSchema,
  days: ['date'],
  async checkBody(tx, { txnId }, id) {
    const recorded = txnId === undefined ? undefined : await recordedTxnId(tx, txnId, id);
    if (recorded !== undefined) {
      const message = duplicateTxnMessage(recorded);
      throw refused(409, message, { field: 'txnId' });
    }
  },
  bodyConflict: errorReplySchema,
  pages: { ...WALLET_LIST, pageQuerySchema: walletPaymentsPageQuerySchema },
});
