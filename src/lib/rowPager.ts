/**
 * A whole list paged in the browser the way the server pages it (docs/api.md#paged-users-and-orders):
 * the same request (search, one filter, creation days, sort, page) and the same answer, so a
 * list loaded whole drives the grid exactly as a server-paged one does. Only the page's rows are
 * built, and the grid holds only them: at 100,000 orders a key's work stays small, and the list
 * shows as soon as it has arrived.
 */
import type { Pagination, SortOrder } from '@/api/pagedList';
import { ascending, dayRange, type Places, type SortKey } from './rowOrder';

export interface RowPagerSpec<Item, Row, Sort extends string> {
  /** Each sort's key for an item; items without one come last going up. */
  sortKeys: Readonly<Record<Sort, (item: Item) => SortKey>>;
  /** What orders the items whose keys tie, as the server's id does. */
  id: (item: Item) => string;
  /** The lower-cased text a search looks in. */
  searchText: (item: Item) => string;
  /** The list's one filter: whether the item has this value (never called with ''). */
  filter: (item: Item, value: string) => boolean;
  /** When the item was created, in ms since 1970; undefined when unknown. */
  createdAt: (item: Item) => number | undefined;
  /** The item as the grid shows it, numbered. */
  toRow: (item: Item, srNo: number) => Row;
}

export interface RowPageRequest<Sort extends string> {
  page: number;
  pageSize: number;
  q: string;
  /** Undefined keeps the order the items came in. */
  sort: Sort | undefined;
  order: SortOrder;
  /** The filter's value; empty for none. */
  filter: string;
  /** Days of `timeZone`, both included (docs/api.md#days). */
  from?: string;
  to?: string;
  /** The shop's time zone, whose days `from` and `to` are; UTC where the backend names none. */
  timeZone?: string;
}

export interface RowPage<Row> {
  /** This page's rows, numbered from the first match. */
  items: Row[];
  pagination: Pagination;
  /** Every row the request matches, in its order: what an export writes. */
  allRows: () => Row[];
}

export interface RowPager<Row, Sort extends string> {
  page: (request: RowPageRequest<Sort>) => RowPage<Row>;
  /** Makes the search text now (when the browser is idle) rather than at the first search. */
  prepareSearch: () => void;
}

/** How many recent searches keep their matches: typing narrows one, erasing goes back to one. */
const KEPT_SEARCHES = 8;

/**
 * Pages `items` for each request. Each sort is made once, and the search text once; a search's
 * matches are kept, and a longer search (the next key) looks only among those of the one it
 * extends.
 *
 * @example
 * const pager = createRowPager(orders, orderRules(indexUsers(users)));
 * const { items, pagination } = pager.page({ page: 1, pageSize: 50, q: 'kap', ... });
 */
export function createRowPager<Item, Row, Sort extends string>(
  items: readonly Item[],
  spec: RowPagerSpec<Item, Row, Sort>,
): RowPager<Row, Sort> {
  let texts: readonly string[] | undefined;
  const searchTexts = () => (texts ??= items.map(spec.searchText));

  const orders = new Map<string, Places>();
  const kept = (name: string, make: () => Places): Places => {
    const places = orders.get(name) ?? make();
    orders.set(name, places);
    return places;
  };
  const inOrder = (sort: Sort | undefined, order: SortOrder): Places => {
    if (sort === undefined) return kept('', () => Int32Array.from(items, (_item, index) => index));
    const up = kept(`${sort} asc`, () => ascending(items, spec.sortKeys[sort], spec.id));
    return order === 'asc' ? up : kept(`${sort} desc`, () => up.slice().reverse());
  };

  /** Whether the item at `place` passes the request's filter and creation days. */
  const filtered = ({ filter, from, to, timeZone }: RowPageRequest<Sort>) => {
    const [start, end] = dayRange(from, to, timeZone);
    const inDays = start > -Infinity || end < Infinity;
    if (!filter && !inDays) return undefined;
    return (place: number) => {
      const item = items[place] as Item;
      if (filter && !spec.filter(item, filter)) return false;
      if (!inDays) return true;
      const time = spec.createdAt(item);
      return time !== undefined && time >= start && time < end;
    };
  };

  const searches: { list: string; q: string; matches: Places }[] = [];
  const matching = (request: RowPageRequest<Sort>): Places => {
    const { sort, order, filter, from, to, timeZone } = request;
    // Taken as sent, spaces included, as the server takes it.
    const q = request.q.toLowerCase();
    const list = JSON.stringify([sort, sort && order, filter, from, to, timeZone]);
    const kept = searches.find((search) => search.list === list && search.q === q);
    if (kept) return kept.matches;
    // The narrowest kept search this one extends ('kap' for 'kapo'), else the whole list.
    const base = searches
      .filter((search) => search.list === list && q.includes(search.q))
      .sort((a, b) => a.matches.length - b.matches.length)[0]?.matches;
    const text = q ? searchTexts() : [];
    const passes = base ? undefined : filtered(request);
    const candidates = base ?? inOrder(sort, order);
    const found = new Int32Array(candidates.length);
    let count = 0;
    for (const place of candidates) {
      if (q && !text[place]?.includes(q)) continue;
      if (passes && !passes(place)) continue;
      found[count++] = place;
    }
    const matches = found.subarray(0, count);
    searches.unshift({ list, q, matches });
    searches.length = Math.min(searches.length, KEPT_SEARCHES);
    return matches;
  };

  const rowAt = (place: number, srNo: number) => spec.toRow(items[place] as Item, srNo);
  // The rows last shown, by place: a row the next page shows with the same number is the same
  // object, which the grid does not render again (the first letter of a search keeps the first
  // page's rows, numbered as before, up to its first row that does not match).
  let shown = new Map<number, { srNo: number; row: Row }>();
  const showPage = (places: Places, offset: number): Row[] => {
    const next = new Map<number, { srNo: number; row: Row }>();
    const rows = Array.from(places, (place, i) => {
      const srNo = offset + i + 1;
      const kept = shown.get(place);
      const row = kept?.srNo === srNo ? kept.row : rowAt(place, srNo);
      next.set(place, { srNo, row });
      return row;
    });
    shown = next;
    return rows;
  };

  return {
    page: (request) => {
      const matches = matching(request);
      const { page, pageSize } = request;
      const offset = (page - 1) * pageSize;
      return {
        items: showPage(matches.subarray(offset, offset + pageSize), offset),
        pagination: {
          page,
          pageSize,
          total: matches.length,
          totalPages: Math.ceil(matches.length / pageSize),
          totalExact: true,
        },
        allRows: () => Array.from(matches, (place, i) => rowAt(place, i + 1)),
      };
    },
    prepareSearch: () => void searchTexts(),
  };
}
