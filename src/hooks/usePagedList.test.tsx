import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from './useDebounced';
import { usePagedList } from './usePagedList';
import { SEARCH_URL_DELAY_MS } from './useTypedSearch';

const OPTIONS = {
  sorts: { amount: 'amount' },
  defaultSort: 'createdAt',
  filter: { field: 'status', param: 'status' },
} as const;

function renderList(url = '/orders') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => usePagedList(OPTIONS), { wrapper });
}

/** The hook in a data router, to read and move its URL as the app does. */
function renderRouted(urls: string[], debounceMs?: number) {
  let list: ReturnType<typeof usePagedList<'amount' | 'createdAt', 'status'>> | undefined;
  function Probe() {
    list = usePagedList({ ...OPTIONS, debounceMs });
    return null;
  }
  const router = createMemoryRouter([{ path: '/orders', Component: Probe }], {
    initialEntries: urls,
    initialIndex: urls.length - 1,
  });
  render(<RouterProvider router={router} />);
  return { router, list: () => list! };
}

describe('usePagedList', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks for a search once typing pauses: one request for the word, not one per key', () => {
    const { result } = renderList('/orders?page=3');
    for (const typed of ['d', 'di', 'diy', 'diya']) {
      act(() => result.current.toolbar.onSearchChange(typed));
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 10));
    }
    // The box shows every key at once; the request has not changed yet, but is back on page 1.
    expect(result.current.toolbar.search).toBe('diya');
    expect(result.current.request).toMatchObject({ q: '', page: 1 });
    act(() => jest.advanceTimersByTime(10));
    expect(result.current.request).toMatchObject({ q: 'diya', page: 1 });
  });

  it('reads its request from the URL, and ignores what the API would refuse', () => {
    const { result } = renderList(
      '/orders?q=%20kapoor%20&page=2&pageSize=25&sort=amount&order=asc&status=pending',
    );
    expect(result.current.request).toEqual({
      page: 2,
      pageSize: 25,
      q: 'kapoor',
      sort: 'amount',
      order: 'asc',
      status: 'pending',
    });
    const odd = renderList('/orders?page=-1&pageSize=1000&sort=password&order=up').result;
    expect(odd.current.request).toEqual({
      page: 1,
      pageSize: 50,
      q: '',
      sort: 'createdAt',
      order: 'desc',
      status: '',
    });
  });

  it('writes the search to the URL once typing pauses, after the search itself, not at every key', () => {
    const { router, list } = renderRouted(['/orders?page=3']);
    act(() => list().toolbar.onSearchChange('di'));
    act(() => list().toolbar.onSearchChange('diya '));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    // The list has the search; the URL follows later.
    expect(list().request).toMatchObject({ q: 'diya', page: 1 });
    act(() => jest.advanceTimersByTime(SEARCH_URL_DELAY_MS - SEARCH_DEBOUNCE_MS - 10));
    expect(router.state.location.search).toBe('?page=3');
    expect(list().toolbar.search).toBe('diya ');
    act(() => jest.advanceTimersByTime(10));
    // As typed (the space too), and back to page 1.
    expect(router.state.location.search).toBe('?q=diya+');
    expect(list().toolbar.search).toBe('diya ');
    expect(list().request).toMatchObject({ q: 'diya', page: 1 });
  });

  it('writes a search not yet in the URL with the next change, so a page turned meanwhile stays', () => {
    const { router, list } = renderRouted(['/orders']);
    act(() => list().toolbar.onSearchChange('esim'));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    act(() => list().grid(undefined).onPaginationModelChange({ page: 1, pageSize: 50 }));
    expect(router.state.location.search).toBe('?q=esim&page=2');
    expect(list().request).toMatchObject({ q: 'esim', page: 2 });
    act(() => jest.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(router.state.location.search).toBe('?q=esim&page=2');
    expect(list().request).toMatchObject({ q: 'esim', page: 2 });
  });

  it('puts a search the URL gets some other way (Back, a link) in the box', async () => {
    const { router, list } = renderRouted(['/orders?q=kapoor', '/orders?q=nair']);
    expect(list().toolbar.search).toBe('nair');
    await act(() => router.navigate(-1));
    expect(list().toolbar.search).toBe('kapoor');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(list().request.q).toBe('kapoor');
    expect(router.state.location.search).toBe('?q=kapoor');
  });

  it('searches at every key for a list paged in the browser (no debounce)', () => {
    const { list } = renderRouted(['/orders'], 0);
    act(() => list().toolbar.onSearchChange('d'));
    expect(list().request.q).toBe('d');
    act(() => list().toolbar.onSearchChange('di'));
    expect(list().request).toMatchObject({ q: 'di', page: 1 });
  });
});
