import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SearchField } from '@/components/SearchField';
import { SEARCH_DEBOUNCE_MS } from '@/lib/listParams';
import { usePagedGrid } from './usePagedGrid';
import { usePagedList } from './usePagedList';

const SPEC = {
  sorts: { amount: 'amount' },
  defaultSort: 'createdAt',
  filter: { field: 'status', param: 'status' },
} as const;

/**
 * A paged list as a view wires it, in a data router: its URL, the search box, and the grid's
 * props for an answer of 20 pages.
 */
function renderList(urls: string[], delayMs = SEARCH_DEBOUNCE_MS) {
  let list: ReturnType<typeof usePagedList<'amount' | 'createdAt', 'status'>> | undefined;
  let grid: ReturnType<typeof usePagedGrid> | undefined;
  const pagination = { page: 1, pageSize: 50, total: 1000, totalPages: 20, totalExact: true };
  function Probe() {
    list = usePagedList(SPEC);
    grid = usePagedGrid(list, pagination);
    return (
      <SearchField
        search={list.search}
        onSearch={list.writeSearch}
        searchDelayMs={delayMs}
        placeholder="Search orders..."
        searchLabel="Search orders"
      />
    );
  }
  const router = createMemoryRouter([{ path: '/orders', Component: Probe }], {
    initialEntries: urls,
    initialIndex: urls.length - 1,
  });
  render(<RouterProvider router={router} />);
  return {
    router,
    url: () => router.state.location.search,
    list: () => list!,
    grid: () => grid!,
    box: () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search orders' }),
  };
}

/** Types `text` into the box as one key, and lets the URL's write settle. */
async function type(box: HTMLInputElement, text: string) {
  await act(async () => {
    fireEvent.change(box, { target: { value: text } });
  });
}

const pause = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

describe('a paged list', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes a search once typing pauses: one URL, and one request, for the word', async () => {
    const { url, list, box } = renderList(['/orders?page=3']);
    for (const typed of ['d', 'di', 'diy', 'diya ']) {
      await type(box(), typed);
      await pause(SEARCH_DEBOUNCE_MS - 10);
    }
    // The box shows every key at once; the URL, and the request made from it, wait.
    expect(box().value).toBe('diya ');
    expect(url()).toBe('?page=3');
    expect(list().request).toMatchObject({ q: '', page: 3 });
    await pause(10);
    // As typed (the space too), back to page 1; the request from the same URL, trimmed.
    expect(url()).toBe('?q=diya+');
    expect(list().request).toMatchObject({ q: 'diya', page: 1 });
    expect(box().value).toBe('diya ');
  });

  it('asks for what the URL says, and ignores what the API would refuse', () => {
    const { list, box } = renderList(['/orders?q=kapoor&page=2&sort=amount&order=asc&status=paid']);
    expect(list().request).toEqual({
      page: 2,
      pageSize: 50,
      q: 'kapoor',
      sort: 'amount',
      order: 'asc',
      status: 'paid',
    });
    expect(box().value).toBe('kapoor');
    const odd = renderList(['/orders?page=-1&pageSize=1000&sort=password&order=up']).list();
    expect(odd.request).toEqual({
      page: 1,
      pageSize: 50,
      q: '',
      sort: 'createdAt',
      order: 'desc',
      status: '',
    });
  });

  it('shows a search the URL gets some other way (Back, a link) in the box, and keeps it there', async () => {
    const { router, url, list, box } = renderList(['/orders?q=kapoor', '/orders?q=nair']);
    expect(box().value).toBe('nair');
    await type(box(), 'nairo');
    // Back before the pause: the URL's search wins, and what was typed is not written after.
    await act(() => router.navigate(-1));
    expect(box().value).toBe('kapoor');
    await pause(SEARCH_DEBOUNCE_MS * 2);
    expect(url()).toBe('?q=kapoor');
    expect(list().request.q).toBe('kapoor');
  });

  it('starts a search typed while a page was turned at its first page, once written', async () => {
    const { url, list, grid, box } = renderList(['/orders']);
    await type(box(), 'esim');
    // The page turned belongs to the rows on screen: it is written at once.
    await act(async () => grid().onPaginationModelChange({ page: 1, pageSize: 50 }));
    expect(url()).toBe('?page=2');
    expect(list().request).toMatchObject({ q: '', page: 2 });
    // The search then shows its own first page, and the box and the list agree.
    await pause(SEARCH_DEBOUNCE_MS);
    expect(url()).toBe('?q=esim');
    expect(list().request).toMatchObject({ q: 'esim', page: 1 });
    expect(box().value).toBe('esim');
  });

  it('writes every key at once for a list paged in the browser (no pause)', async () => {
    const { url, list, box } = renderList(['/orders?page=2'], 0);
    await type(box(), 'd');
    expect(url()).toBe('?q=d');
    expect(list().request).toMatchObject({ q: 'd', page: 1 });
    await type(box(), 'di');
    expect(url()).toBe('?q=di');
    expect(box().value).toBe('di');
  });

  it("writes the grid's sort and filter, and not a model it repeats or a column without a value", async () => {
    const { router, url, list, grid } = renderList(['/orders?page=4&sort=amount']);
    const handlers = grid();
    expect(handlers.sortModel).toEqual([{ field: 'amount', sort: 'desc' }]);
    const before = router.state.historyAction;
    // The grid repeats its sort when a new page arrives: nothing to write.
    await act(async () => handlers.onSortModelChange([{ field: 'amount', sort: 'desc' }]));
    await act(async () =>
      handlers.onFilterModelChange({ items: [{ id: 1, field: 'status', operator: 'is' }] }),
    );
    expect(url()).toBe('?page=4&sort=amount');
    expect(router.state.historyAction).toBe(before);
    await act(async () => handlers.onSortModelChange([{ field: 'amount', sort: 'asc' }]));
    expect(url()).toBe('?sort=amount&order=asc');
    expect(list().request).toMatchObject({ sort: 'amount', order: 'asc', page: 1 });
    await act(async () =>
      grid().onFilterModelChange({
        items: [{ id: 1, field: 'status', operator: 'is', value: 'pending' }],
      }),
    );
    expect(url()).toBe('?sort=amount&order=asc&status=pending');
    // The grid's handlers are the same functions after each write: its props did not change.
    expect(grid().onSortModelChange).toBe(handlers.onSortModelChange);
    expect(grid().onPaginationModelChange).toBe(handlers.onPaginationModelChange);
  });
});
