/**
 * The reference server's rules as the tab follows them (tabSource.ts, tabBulk.ts): the columns
 * it joins or counts, the delete it refuses, and a page searched, filtered, sorted and cut by
 * the one pager that pages the whole lists (lib/rowPager.ts).
 */
import { createRowPager } from '@/lib/rowPager';
import type { SortKey } from '@/lib/rowOrder';
import { ACCOUNT_MESSAGES } from '../../contract/accountRules';
import { duplicateTxnMessage } from '../../contract/formRules';
import { TAB_RESOURCES, type TabResource } from '../../contract/resources';
import { normalEmail, normalIdentifier } from '../../contract/text';
import type { TabListsState, TabRow } from './tabLists';

export type Lists = TabListsState;

/** The columns the server joins or counts, made as the rows are read so that they stay true. */
const JOINED: Readonly<Partial<Record<TabResource, (row: TabRow, lists: Lists) => object>>> = {
  categories: (category, { products }) => ({
    productCount: products.filter(({ categoryId }) => categoryId === category.id).length,
  }),
  products: (product, { categories }) => ({
    categoryName: categories.find(({ id }) => id === product.categoryId)?.name ?? '',
  }),
};

export const joined = (resource: TabResource, lists: Lists): TabRow[] => {
  const join = JOINED[resource];
  const rows = lists[resource];
  return join ? rows.map((row) => ({ ...row, ...join(row, lists) })) : [...rows];
};

/** A delete the server refuses: a category that products use, its 409's body naming them. */
export function refusedDelete(resource: TabResource, row: TabRow, lists: Lists) {
  if (resource !== 'categories') return undefined;
  const products = lists.products.filter(({ categoryId }) => categoryId === row.id);
  if (products.length === 0) return undefined;
  const noun = products.length === 1 ? 'product' : 'products';
  return {
    success: false,
    message: `Category “${String(row.name)}” is used by ${products.length} ${noun}.`,
    requestId: 'tab',
    productCount: products.length,
    products: products
      .map(({ id, name }) => ({ id, name: String(name) }))
      .sort((a, b) => a.name.localeCompare(b.name))
      .slice(0, 10),
  };
}

/**
 * A field the server keeps once per list, compared as a key in its normal form
 * (docs/api.md#visible-text-and-normal-forms) and ignoring case: how it is stored, and its
 * refusal when another row has it.
 */
interface KeyField {
  field: string;
  normal: (typed: string) => string;
  status: number;
  message: (recorded: string) => string;
}

const KEY_FIELDS: Readonly<Partial<Record<TabResource, KeyField>>> = {
  admins: {
    field: 'email',
    normal: normalEmail,
    status: 400,
    message: () => ACCOUNT_MESSAGES.emailTaken,
  },
  walletPayments: {
    field: 'txnId',
    normal: normalIdentifier,
    status: 409,
    message: duplicateTxnMessage,
  },
};

/** A create's or update's body as the server stores it: its key field in its normal form. */
export function inNormalForm(resource: TabResource, body: Record<string, unknown>) {
  const key = KEY_FIELDS[resource];
  const typed = key && body[key.field];
  if (!key || typeof typed !== 'string') return body;
  return { ...body, [key.field]: key.normal(typed) };
}

/**
 * A save the server refuses: a key another row than `id` already has, its refusal naming the
 * field (and the row's own spelling of it), with the server's status.
 */
export function refusedSave(
  resource: TabResource,
  body: Record<string, unknown>,
  rows: readonly TabRow[],
  id?: number,
) {
  const key = KEY_FIELDS[resource];
  const typed = key && body[key.field];
  if (!key || typeof typed !== 'string') return undefined;
  const wanted = typed.toLowerCase();
  const other = rows.find(
    (row) => row.id !== id && String(row[key.field] ?? '').toLowerCase() === wanted,
  );
  if (!other) return undefined;
  const message = key.message(String(other[key.field]));
  return {
    status: key.status,
    body: { success: false, message, field: key.field, requestId: 'tab' },
  };
}

const PAGE_PARAMS = new Set(['page', 'pageSize', 'q', 'sort', 'order', 'from', 'to']);

export const reply = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

export const notFound = () => reply({ success: false, message: 'Not found.' }, 404);

const sortKey = (value: unknown): SortKey =>
  typeof value === 'string' ? value.toLowerCase() : (value as SortKey);

/** One page of the rows the parameters match: the rows, and the pagination. */
function pageMatched(resource: TabResource, rows: readonly TabRow[], params: URLSearchParams) {
  const { searchIn } = TAB_RESOURCES[resource];
  const filters = [...params].filter(([key]) => !PAGE_PARAMS.has(key));
  const sort = params.get('sort') ?? 'createdAt';
  const pager = createRowPager(rows, {
    // The server sorts its text columns by lower(); its statuses and roles, sorted as stored,
    // keep one case each, so lower-casing every text orders them the same.
    sortKeys: { [sort]: (row: TabRow) => sortKey(row[sort]) },
    id: ({ id }) => String(id).padStart(12, '0'),
    searchText: (row) =>
      searchIn
        .map((field) => String(row[field] ?? ''))
        .join('\n')
        .toLowerCase(),
    filter: (row) => filters.every(([key, value]) => String(row[key]) === value),
    createdAt: (row) => Date.parse(String(row.createdAt)),
    toRow: (row) => row,
  });
  return pager.page({
    page: Number(params.get('page')) || 1,
    pageSize: Number(params.get('pageSize')) || 25,
    q: params.get('q') ?? '',
    sort,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    filter: filters.length ? JSON.stringify(filters) : '',
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
}

/** One page of the rows as the server answers it: the rows under their key, and the pagination. */
export function pageOf(resource: TabResource, rows: readonly TabRow[], params: URLSearchParams) {
  const { items, pagination } = pageMatched(resource, rows, params);
  return { success: true, [TAB_RESOURCES[resource].list]: items, pagination };
}

/** Every row a list's search and filters match (a bulk request's `matching`). */
export function matchedRows(
  resource: TabResource,
  rows: readonly TabRow[],
  matching: Readonly<Record<string, unknown>>,
) {
  const params = new URLSearchParams({ page: '1', pageSize: String(Math.max(rows.length, 1)) });
  // The request's `search` is the page's `q`.
  for (const [key, value] of Object.entries(matching)) {
    if (value !== undefined && value !== '')
      params.set(key === 'search' ? 'q' : key, String(value));
  }
  return pageMatched(resource, rows, params).items;
}
