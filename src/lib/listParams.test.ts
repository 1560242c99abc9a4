import {
  changesNothing,
  pageFromParams,
  pageToParams,
  readPagedList,
  sortToParams,
  withListChanges,
} from './listParams';

const SPEC = {
  sorts: { amount: 'amount', buyer: 'userName' },
  defaultSort: 'createdAt',
  filter: { field: 'status', param: 'status' },
  days: true,
} as const;

const read = (search: string) => readPagedList(new URLSearchParams(search), SPEC);

describe('readPagedList', () => {
  it('reads the request, the search as typed and the grid column from the URL', () => {
    expect(
      read('q=%20kapoor%20&page=2&pageSize=25&sort=buyer&order=asc&status=pending&from=2026-11-01'),
    ).toEqual({
      request: {
        page: 2,
        pageSize: 25,
        q: 'kapoor',
        sort: 'userName',
        order: 'asc',
        status: 'pending',
        from: '2026-11-01',
      },
      search: ' kapoor ',
      sortField: 'buyer',
      filterValue: 'pending',
    });
  });

  it('leaves out what the API would refuse: newest first on page 1 of 50', () => {
    expect(read('page=-1&pageSize=1000&sort=password&order=up&from=yesterday&to=2026-13')).toEqual({
      request: { page: 1, pageSize: 50, q: '', sort: 'createdAt', order: 'desc', status: '' },
      search: '',
      sortField: undefined,
      filterValue: '',
    });
    // An order without a sort it applies to is the default's.
    expect(read('order=asc').request.order).toBe('desc');
  });

  it('leaves out days the API would refuse, which the whole lists would otherwise take', () => {
    const days = (search: string) => {
      const { from, to } = read(search).request;
      return { from, to };
    };
    // No day of the calendar: the server answers 400, the browser's Date reads March 2nd.
    expect(days('from=2026-02-30&to=2026-03-05')).toEqual({ from: undefined, to: '2026-03-05' });
    expect(days('to=2026-04-31')).toEqual({ from: undefined, to: undefined });
    expect(days('from=0000-01-01')).toEqual({ from: undefined, to: undefined });
    // A from after its to: the server answers 400, the whole lists would show nothing.
    expect(days('from=2026-03-05&to=2026-03-01')).toEqual({ from: undefined, to: undefined });
    expect(days('from=2024-02-29&to=2024-02-29')).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
  });

  it('reads the buyer only for a list that can be narrowed to one, and not when empty', () => {
    const byBuyer = (search: string) =>
      readPagedList(new URLSearchParams(search), { ...SPEC, byBuyer: true }).request.userId;
    expect(byBuyer('userId=u%2F1')).toBe('u/1');
    expect(byBuyer('userId=')).toBeUndefined();
    expect(read('userId=u1').request).not.toHaveProperty('userId');
  });

  it('reads days only for a list that takes them: the others would be refused or narrowed alone', () => {
    const request = readPagedList(new URLSearchParams('from=2026-11-01&to=2026-11-02'), {
      ...SPEC,
      days: false,
    }).request;
    expect(request).not.toHaveProperty('from');
    expect(request).not.toHaveProperty('to');
  });
});

describe('writing a list to the URL', () => {
  it('goes back to page 1 unless the change names the page, and removes what is emptied', () => {
    const current = new URLSearchParams('q=esim&page=3&view=7');
    expect(withListChanges(current, { q: 'nair' }).toString()).toBe('q=nair&view=7');
    expect(withListChanges(current, { q: '' }).toString()).toBe('view=7');
    expect(withListChanges(current, pageToParams({ page: 4, pageSize: 100 })).toString()).toBe(
      'q=esim&page=5&view=7&pageSize=100',
    );
    expect(pageToParams({ page: 0, pageSize: 50 })).toEqual({ page: '', pageSize: '' });
  });

  it('writes the grid sort model, newest first as no sort at all', () => {
    expect(sortToParams([{ field: 'amount', sort: 'asc' }])).toEqual({
      sort: 'amount',
      order: 'asc',
    });
    expect(sortToParams([{ field: 'amount', sort: 'desc' }])).toEqual({
      sort: 'amount',
      order: '',
    });
    expect(sortToParams([])).toEqual({ sort: '', order: '' });
  });

  it('tells a change that changes nothing (a model the grid repeats)', () => {
    const current = new URLSearchParams('sort=amount&order=asc');
    expect(changesNothing(current, { sort: 'amount', order: 'asc' })).toBe(true);
    expect(changesNothing(current, { status: '' })).toBe(true);
    expect(changesNothing(current, { order: '' })).toBe(false);
  });

  it('reads back what it writes', () => {
    const written = withListChanges(new URLSearchParams(), {
      ...pageToParams({ page: 2, pageSize: 25 }),
      ...sortToParams([{ field: 'amount', sort: 'asc' }]),
    });
    expect(pageFromParams(written)).toEqual({ page: 3, pageSize: 25 });
    expect(readPagedList(written, SPEC).sortField).toBe('amount');
  });
});
