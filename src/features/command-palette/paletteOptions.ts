/**
 * What the command palette offers, as plain data: a screen, an order or a user, each with the
 * link that opens it. Built from the screens' table and the search answers; the palette's
 * components only show and choose them.
 */
import type { PagedOrder } from '@/api/orders';
import { userDisplayName, type User } from '@/api/users';
import type { ScreenLink } from '@/components/ScreenLinks';
import { NOT_AVAILABLE } from '@/lib/format';
import { orderLink, userLink } from '@/lib/links';
import { orderNumberText } from '@/lib/orderNumber';

/** The groups, listed in the order of their first option. */
export type PaletteGroup = 'Screens' | 'Orders' | 'Users';

export interface PaletteOption {
  /** Unique among the options: the group and the id of what it opens. */
  key: string;
  group: PaletteGroup;
  label: string;
  /** The second line: a screen's route, an order's number, product and buyer, a user's email. */
  detail: string;
  /** Where choosing it goes. */
  to: string;
}

/** The screens whose title or sidebar label contains the text, ignoring case; all for none. */
export function screenOptions(screens: readonly ScreenLink[], text: string): PaletteOption[] {
  const needle = text.trim().toLowerCase();
  return screens
    .filter(
      ({ title, navLabel }) =>
        title.toLowerCase().includes(needle) || navLabel.toLowerCase().includes(needle),
    )
    .map(({ path, title }) => ({
      key: `screen:${path}`,
      group: 'Screens',
      label: title,
      detail: path,
      to: path,
    }));
}

export function orderOption(order: PagedOrder): PaletteOption {
  const id = String(order.id);
  const product = order.product_name || NOT_AVAILABLE;
  return {
    key: `order:${id}`,
    group: 'Orders',
    label: id,
    detail: [orderNumberText(order), product, order.userName || NOT_AVAILABLE]
      .filter(Boolean)
      .join(' · '),
    to: orderLink(id),
  };
}

export function userOption(user: User): PaletteOption {
  const name = userDisplayName(user);
  return {
    key: `user:${user.id}`,
    group: 'Users',
    label: name,
    detail: user.email || NOT_AVAILABLE,
    // The email finds exactly this user on a server-paged list; a user without one, their name.
    to: userLink(String(user.id), user.email || name),
  };
}

/**
 * The search's matches in the order they are offered: orders first, since an order's id is what
 * is most often typed; but a text that is a user's whole email asks for that user, who then
 * comes first and their orders after.
 */
export function searchOptions(text: string, orders: PagedOrder[], users: User[]): PaletteOption[] {
  const email = text.trim().toLowerCase();
  const orderOptions = orders.map(orderOption);
  const userOptions = users.map(userOption);
  return users.some((user) => user.email?.toLowerCase() === email)
    ? [...userOptions, ...orderOptions]
    : [...orderOptions, ...userOptions];
}
