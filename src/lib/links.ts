/**
 * Links that open something inside a screen, in one place: the screen reads the parameter, and
 * other features (the command palette) link to it without importing that screen.
 */

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
