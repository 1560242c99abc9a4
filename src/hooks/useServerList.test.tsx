import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS } from './useDebounced';
import { useServerList } from './useServerList';

const OPTIONS = {
  sorts: { amount: 'amount' },
  defaultSort: 'createdAt',
  filter: { field: 'status', param: 'status' },
} as const;

function renderList(url = '/orders') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => useServerList(OPTIONS), { wrapper });
}

describe('useServerList', () => {
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
});
