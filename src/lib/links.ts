/**
 * Links that open something inside a screen, in one place: the screen reads the parameter, and
 * other features (the command palette) link to it without importing that screen.
 */
import { BUYER_PARAM } from './listParams';

/** Order Management's details dialog: `?view=<order id>`. */
export const ORDER_VIEW_PARAM = 'view';
/** User Management's selected-user card: `?selected=<user id>`. */
export const USER_SELECTED_PARAM = 'selected';

/** Order Management with one order's details open. */
export const orderLink = (orderId: string) =>
  `/order-management?${new URLSearchParams({ [ORDER_VIEW_PARAM]: orderId })}`;

/**
 * User Management with one user's card shown. The search (`?q=`, the user's email) brings the
 * user onto the first page of a server-paged list, where the card finds the row.
 */
export const userLink = (userId: string, search: string) =>
  `/user-management?${new URLSearchParams({ q: search, [USER_SELECTED_PARAM]: userId })}`;

/** The shop's days (else UTC's), both included: 'YYYY-MM-DD'. */
type CreatedDays = Partial<Record<'from' | 'to', string>>;

/** A query string of the values given; the empty ones left out. */
const queryOf = (values: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : '';
};

/** Order Management narrowed to a status, to the orders created on some days, or to one buyer. */
export const ordersLink = ({
  status,
  from,
  to,
  userId,
}: CreatedDays & { status?: string; userId?: string }) =>
  `/order-management${queryOf({ status, from, to, [BUYER_PARAM]: userId })}`;

/** User Management narrowed to the users who joined on some days. */
export const usersJoinedLink = ({ from, to }: CreatedDays) =>
  `/user-management${queryOf({ from, to })}`;

/**
 * Banner Management filtered to the banners shown to customers: active, and live by their
 * schedule where the backend keeps one (docs/api.md#banner-schedules).
 */
export const ACTIVE_BANNERS_LINK = '/banner-management?status=active&schedule=live';

/** Notification Management filtered to the notifications the dashboard counts: the active ones. */
export const NOTIFICATIONS_LINK = '/notification-management?status=active';

/** Product Management's category filter: `?categoryId=<category id>`. */
export const PRODUCT_CATEGORY_PARAM = 'categoryId';

/** Product Management narrowed to one category's products. */
export const categoryProductsLink = (categoryId: number) =>
  `/product-management?${new URLSearchParams({ [PRODUCT_CATEGORY_PARAM]: String(categoryId) })}`;
