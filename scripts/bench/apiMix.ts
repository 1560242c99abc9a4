/**
 * The paged orders requests of a realistic day at the back-office, drawn from a seeded random
 * stream (the same sequence every run): mostly the first pages newest first, other sorts, some
 * searches and a status filter, now and then a page further on.
 */
import { WRITTEN_ORDER_STATUSES } from '@/lib/orderStatus';

const SORTS = ['createdAt', 'orderId', 'userName', 'email', 'productName', 'amount', 'status'];
/**
 * What admins search for: a customer's name, part of an e-mail address, an order number, a
 * product or destination, a status word. (A word in most rows, such as 'gmail', is left out: it
 * finds everything, which no administrator searches for.)
 */
const SEARCHES = [
  'priya sharma',
  'rahul verma',
  'kapoor',
  'meera',
  'nair',
  'ananya iyer',
  'yahoo.co.in',
  '10485',
  '1052',
  'amazon gift',
  'japan',
  'europe',
  'samsung',
  'iphone',
  'refunded',
];

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type RequestKind = 'browse' | 'sort' | 'search' | 'status';
export const REQUEST_KINDS: readonly RequestKind[] = ['browse', 'sort', 'search', 'status'];

export interface RequestMix {
  /** The next request, e.g. /admin/orders?pageSize=50&page=3&sort=amount&order=asc */
  next: () => { kind: RequestKind; path: string };
}

/** Half newest-first pages, a fifth other sorts, a fifth searches, a tenth a status filter. */
export function requestMix(seed = 20_250_101): RequestMix {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  // Most admins stay on the first pages; some page on; a few go far.
  const page = () => {
    const roll = random();
    return String(roll < 0.8 ? int(1, 5) : roll < 0.98 ? int(6, 50) : int(51, 200));
  };
  const sorted = (params: URLSearchParams) => {
    params.set('sort', pick(SORTS));
    params.set('order', random() < 0.5 ? 'asc' : 'desc');
  };

  return {
    next() {
      const params = new URLSearchParams({ pageSize: random() < 0.8 ? '50' : pick(['25', '100']) });
      const roll = random();
      const kind: RequestKind =
        roll < 0.5 ? 'browse' : roll < 0.7 ? 'sort' : roll < 0.9 ? 'search' : 'status';
      if (kind === 'search') {
        params.set('q', pick(SEARCHES));
        params.set('page', String(int(1, 2)));
        if (random() < 0.3) sorted(params);
      } else {
        params.set('page', page());
        if (kind === 'status') params.set('status', pick(WRITTEN_ORDER_STATUSES));
        if (kind === 'sort' || (kind === 'status' && random() < 0.5)) sorted(params);
      }
      return { kind, path: `/admin/orders?${params.toString()}` };
    },
  };
}
