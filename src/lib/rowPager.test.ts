import { FIRST_ROW_PAGE } from '@/testing/firstRowPage';
import { createRowPager, type RowPageRequest, type RowPagerSpec } from './rowPager';

interface Item {
  id: string;
  name: string;
  amount: number | null;
  kind: string;
  created: string;
}

type Sort = 'name' | 'amount';

const ITEMS: Item[] = [
  { id: 'a', name: 'Meera', amount: 30, kind: 'gift', created: '2026-11-01T10:00:00Z' },
  { id: 'b', name: 'kapoor', amount: null, kind: 'esim', created: '2026-11-02T23:59:59Z' },
  { id: 'c', name: 'Nair', amount: 10, kind: 'esim', created: '2026-11-03T00:00:00Z' },
  { id: 'd', name: 'Kapila', amount: 20, kind: 'gift', created: '2026-11-04T12:00:00Z' },
  { id: 'e', name: 'meena', amount: 10, kind: 'esim', created: 'not a date' },
];

const SPEC: RowPagerSpec<Item, { id: string; srNo: number }, Sort> = {
  sortKeys: { name: (item) => item.name.toLowerCase(), amount: (item) => item.amount },
  id: (item) => item.id,
  searchText: (item) => item.name.toLowerCase(),
  filter: (item, kind) => item.kind === kind,
  createdAt: (item) => {
    const time = Date.parse(item.created);
    return Number.isNaN(time) ? undefined : time;
  },
  toRow: (item, srNo) => ({ id: item.id, srNo }),
};

/** The items' rows as they came, numbered from 1. */
const IN_ORDER = [
  { id: 'a', srNo: 1 },
  { id: 'b', srNo: 2 },
  { id: 'c', srNo: 3 },
  { id: 'd', srNo: 4 },
  { id: 'e', srNo: 5 },
];

const ids = (request: Partial<RowPageRequest<Sort>>, pager = createRowPager(ITEMS, SPEC)) =>
  pager
    .page({ ...FIRST_ROW_PAGE, ...request })
    .items.map((row) => row.id)
    .join('');

describe('createRowPager', () => {
  it('keeps the order the items came in when no sort is asked for, numbering from 1', () => {
    const { items, pagination } = createRowPager(ITEMS, SPEC).page(FIRST_ROW_PAGE);
    expect(items).toEqual(IN_ORDER);
    expect(pagination).toEqual({
      page: 1,
      pageSize: 50,
      total: 5,
      totalPages: 1,
      totalExact: true,
    });
  });

  it('sorts both ways; ties go by id, and a missing key comes last going up', () => {
    expect(ids({ sort: 'name', order: 'asc' })).toBe('dbeac');
    expect(ids({ sort: 'name', order: 'desc' })).toBe('caebd');
    expect(ids({ sort: 'amount', order: 'asc' })).toBe('cedab');
    expect(ids({ sort: 'amount', order: 'desc' })).toBe('badec');
    // Whatever order the items came in.
    const reversed = createRowPager([...ITEMS].reverse(), SPEC);
    expect(ids({ sort: 'amount', order: 'asc' }, reversed)).toBe('cedab');
    expect(ids({ sort: 'amount', order: 'desc' }, reversed)).toBe('badec');
  });

  it('pages the matches, numbering each page from where it starts', () => {
    const pager = createRowPager(ITEMS, SPEC);
    const second = pager.page({
      ...FIRST_ROW_PAGE,
      sort: 'name',
      order: 'asc',
      page: 2,
      pageSize: 2,
    });
    expect(second.items).toEqual([
      { id: 'e', srNo: 3 },
      { id: 'a', srNo: 4 },
    ]);
    expect(second.pagination).toMatchObject({ page: 2, total: 5, totalPages: 3 });
    expect(pager.page({ ...FIRST_ROW_PAGE, page: 4, pageSize: 2 }).items).toEqual([]);
  });

  it('searches ignoring case, spaces included, and combines the search with the filter', () => {
    expect(ids({ q: 'KAP' })).toBe('bd');
    expect(ids({ q: ' kap' })).toBe('');
    expect(ids({ q: 'kap', filter: 'gift' })).toBe('d');
    expect(ids({ filter: 'esim', sort: 'amount', order: 'asc' })).toBe('ceb');
    expect(ids({ q: 'zzz' })).toBe('');
  });

  it('gives the same rows typing a word, erasing it and typing another as it would at once', () => {
    const pager = createRowPager(ITEMS, SPEC);
    const typed = ['m', 'me', 'mee', 'meer', 'mee', 'me', 'm', '', 'k', 'ka', 'kap', 'kapi'];
    for (const q of typed) {
      expect([q, ids({ q, sort: 'name', order: 'desc' }, pager)]).toEqual([
        q,
        ids({ q, sort: 'name', order: 'desc' }),
      ]);
    }
    // A filter or sort of its own is not narrowed from another's matches.
    expect(ids({ q: 'kap', filter: 'esim' }, pager)).toBe('b');
    expect(ids({ q: 'kapi', order: 'asc', sort: 'amount' }, pager)).toBe('d');
  });

  it('gives the rows of the last page again where the next shows them with the same number', () => {
    const pager = createRowPager(ITEMS, SPEC);
    const all = pager.page(FIRST_ROW_PAGE).items;
    // 'a' matches the first two items, then 'd': it keeps its place but not its number.
    const searched = pager.page({ ...FIRST_ROW_PAGE, q: 'a' }).items;
    expect(searched).toEqual(IN_ORDER);
    expect(searched.every((row, i) => row === all[i])).toBe(true);
    const narrowed = pager.page({ ...FIRST_ROW_PAGE, q: 'ka' }).items;
    expect(narrowed).toEqual([
      { id: 'b', srNo: 1 },
      { id: 'd', srNo: 2 },
    ]);
    expect(narrowed[0]).not.toBe(all[1]);
    expect(narrowed[1]).not.toBe(all[3]);
  });

  it('narrows to the UTC days asked for, both included; an item without a date is left out', () => {
    expect(ids({ from: '2026-11-02', to: '2026-11-03' })).toBe('bc');
    expect(ids({ from: '2026-11-03' })).toBe('cd');
    expect(ids({ to: '2026-11-01' })).toBe('a');
    // A day that is no date is no limit.
    expect(ids({ from: 'yesterday' })).toBe('abcde');
  });

  it("narrows to the shop's days where it names a zone: 23:59:59 UTC is the next day at +05:30", () => {
    const kolkata = { timeZone: 'Asia/Kolkata' };
    expect(ids({ from: '2026-11-03', to: '2026-11-03', ...kolkata })).toBe('bc');
    expect(ids({ to: '2026-11-02', ...kolkata })).toBe('a');
    // St. John's, -03:30: 00:00 UTC on the 3rd is still the 2nd there.
    expect(ids({ from: '2026-11-02', to: '2026-11-02', timeZone: 'America/St_Johns' })).toBe('bc');
    expect(ids({ from: 'yesterday', ...kolkata })).toBe('abcde');
  });

  it('gives every match, in order, for an export; the search text is made once', () => {
    const searchText = jest.fn(SPEC.searchText);
    const pager = createRowPager(ITEMS, { ...SPEC, searchText });
    pager.prepareSearch();
    const page = pager.page({ ...FIRST_ROW_PAGE, q: 'e', sort: 'name', order: 'asc', pageSize: 1 });
    expect(page.items).toEqual([{ id: 'e', srNo: 1 }]);
    expect(page.allRows()).toEqual([
      { id: 'e', srNo: 1 },
      { id: 'a', srNo: 2 },
    ]);
    pager.page({ ...FIRST_ROW_PAGE, q: 'n' });
    expect(searchText).toHaveBeenCalledTimes(ITEMS.length);
  });
});
