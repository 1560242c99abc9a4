import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { prefetchOrdersPage } from '@/features/orders/orderListQuery';
import { prefetchUsersPage } from '@/features/users/userListQuery';
import { API } from '@/testing/handlers';
import { signedIn, storeWithSession } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { prefetchScreenData } from './prefetchScreenData';

/** Every list request made, whole or paged, as its path and query. */
function recordLists() {
  const asked: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search}`);
    return HttpResponse.json({});
  };
  server.use(
    http.get(`${API}/admin/orders/all`, record),
    http.get(`${API}/admin/all-users`, record),
    http.get(`${API}/admin/orders`, record),
    http.get(`${API}/admin/users`, record),
  );
  return asked;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const ORDERS_SCREEN = { wholeLists: ['orders', 'users'], pagedList: prefetchOrdersPage } as const;
const USERS_SCREEN = { wholeLists: ['users'], pagedList: prefetchUsersPage } as const;
const noParams = new URLSearchParams();

describe('prefetchScreenData', () => {
  afterEach(() => {
    delete window.__BACKOFFICE_CONFIG__;
  });

  it("asks for a screen's whole lists once, for a signed-in admin, when lists are loaded whole", async () => {
    const asked = recordLists();
    const { store } = storeWithSession(signedIn());
    prefetchScreenData(store, ORDERS_SCREEN, noParams);
    prefetchScreenData(store, USERS_SCREEN, noParams);
    await waitFor(() =>
      expect([...asked].sort()).toEqual(['/admin/all-users', '/admin/orders/all']),
    );
    prefetchScreenData(store, ORDERS_SCREEN, noParams);
    await settle();
    expect(asked).toHaveLength(2);
  });

  it('asks for the page of the list that the URL names once, when the server pages the lists', async () => {
    window.__BACKOFFICE_CONFIG__ = { lists: 'server' };
    const asked = recordLists();
    const { store } = storeWithSession(signedIn());
    const params = new URLSearchParams('q=%20Pune%20&page=2&sort=amount&order=asc&status=pending');
    prefetchScreenData(store, ORDERS_SCREEN, params);
    prefetchScreenData(store, USERS_SCREEN, new URLSearchParams('admin=Yes&sort=joined'));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect([...asked].sort()).toEqual([
      '/admin/orders?page=2&pageSize=50&q=Pune&sort=amount&order=asc&status=pending',
      '/admin/users?page=1&pageSize=50&sort=createdAt&order=desc&isAdmin=true',
    ]);
    prefetchScreenData(store, ORDERS_SCREEN, params);
    await settle();
    expect(asked).toHaveLength(2);
  });

  it('asks for nothing when no admin is signed in, nor for a screen without lists', async () => {
    const asked = recordLists();
    prefetchScreenData(storeWithSession().store, ORDERS_SCREEN, noParams);
    prefetchScreenData(storeWithSession(signedIn()).store, {}, noParams);
    window.__BACKOFFICE_CONFIG__ = { lists: 'server' };
    prefetchScreenData(storeWithSession().store, ORDERS_SCREEN, noParams);
    prefetchScreenData(storeWithSession(signedIn()).store, {}, noParams);
    await settle();
    expect(asked).toEqual([]);
  });
});
