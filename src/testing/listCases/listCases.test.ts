/**
 * The list cases (docs/development.md#one-table-of-list-cases) through the browser's pager, as
 * the client's MSW backend (pagedShop.ts) and the screens over whole lists use it. The server
 * runs the same table on its databases (server/test/listCases.test.ts).
 */
import { pageQuery } from '@/api/pagedList';
import { usersQuery, type UsersPageArgs } from '@/api/users';
import { usersPage } from '@/api/wholeLists';
import { summariseOrders } from '@/lib/customerOrders';
import { orderPager, pagedOrders, pagedUsers, userPager, type PagedBackend } from '../pagedShop';
import { listQuery, ORDER_CASES, USER_CASES } from './cases';
import { SUMMARY_CASES } from './summaryCases';
import { expectedPage, named, type AnyListCase } from './expectedPage';
import { WHOLE_ORDERS, WHOLE_USERS } from './shop';

function expectCase(backend: PagedBackend<{ id: string | number }>, listCase: AnyListCase) {
  const { items, pagination } = backend(new URLSearchParams(listQuery(listCase.request)));
  expect({ ids: items.map((row) => row.id), pagination }).toMatchObject(expectedPage(listCase));
}

const FIRST_PAGE = { page: 1, pageSize: 25, q: '', order: 'desc', filter: '' } as const;

describe('the list cases in the browser', () => {
  const orders = pagedOrders(WHOLE_ORDERS, WHOLE_USERS);
  const users = pagedUsers(WHOLE_USERS);

  it.each(named(ORDER_CASES))('orders %s', (_name, listCase) => expectCase(orders, listCase));

  it.each(named(USER_CASES))('users %s', (_name, listCase) => expectCase(users, listCase));

  it.each(SUMMARY_CASES.map((summary) => [summary.userId, summary] as const))(
    'the orders summary of %s',
    (userId, { lastOrders, orderCount, totalSpent }) => {
      const summary = summariseOrders(WHOLE_ORDERS, userId);
      expect(summary).toMatchObject({ orderCount, totalSpent });
      expect(summary.lastOrders.map((order) => order.id)).toEqual(lastOrders);
    },
  );

  // The Admin filter as the address holds it, hand-written or shared: the server is asked for
  // what usersQuery sends, and the whole lists must narrow as its answer does.
  it.each(['Yes', 'No', 'yes', 'true', 'maybe'])('users with admin=%s in the address', (admin) => {
    const args: UsersPageArgs = { ...FIRST_PAGE, sort: 'createdAt', admin };
    const served = users(new URLSearchParams(pageQuery(usersQuery(args))));
    const made = usersPage(WHOLE_USERS, args, undefined);
    const ids = (rows: readonly { id: string | number }[]) => rows.map((row) => row.id);
    expect(ids(made.items)).toEqual(ids(served.items));
    expect(made.pagination).toEqual(served.pagination);
  });

  it('keeps the whole lists as they came without a sort, which is newest first', () => {
    const [orderDefault] = ORDER_CASES;
    const [userDefault] = USER_CASES;
    const unsorted = { ...FIRST_PAGE, sort: undefined };
    const ids = (rows: readonly { id: string | number }[]) => rows.map((row) => row.id);
    expect(ids(orderPager(WHOLE_ORDERS, WHOLE_USERS).page(unsorted).items)).toEqual(
      orderDefault?.ids,
    );
    expect(ids(userPager(WHOLE_USERS).page(unsorted).items)).toEqual(userDefault?.ids);
  });
});
