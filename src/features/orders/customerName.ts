import { NOT_AVAILABLE } from '@/lib/format';
import { LOADING_USER, type OrderUser } from '@/lib/shopListRules';

/**
 * What the chip calls the customer the list is narrowed to: their name, else their email, else
 * the id the URL names (a buyer the shop does not have, or one still loading).
 */
export function customerName(user: Partial<OrderUser> | undefined, userId: string): string {
  const known = (text: string | undefined) =>
    text && text !== NOT_AVAILABLE && text !== LOADING_USER ? text : undefined;
  return known(user?.name) ?? known(user?.email) ?? userId;
}
