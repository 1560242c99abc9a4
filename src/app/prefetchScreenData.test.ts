import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { blogs as blogList } from '@/features/blogs/blogsApi';
import { categories as categoryList } from '@/features/categories/categoriesApi';
import { orders } from '@/features/orders/orderListQuery';
import { products as productList } from '@/features/products/productsApi';
import { walletPayments } from '@/features/wallet/walletApi';
import { users } from '@/features/users/userListQuery';
import { API } from '@/testing/handlers';
import { signedIn, storeWithSession } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { makeJwt } from '@/testing/tokens';
import { prefetchScreenData } from './prefetchScreenData';
import { makeStore } from './store';

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
    http.get(`${API}/admin/categories`, record),
    http.get(`${API}/admin/products`, record),
    http.get(`${API}/admin/blogs`, record),
    http.get(`${API}/admin/wallet-payments`, record),
  );
  return asked;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const ORDERS_SCREEN = { wholeLists: ['orders', 'users'], pagedList: orders.prefetch } as const;
const USERS_SCREEN = { wholeLists: ['users'], pagedList: users.prefetch } as const;
const noParams = new URLSearchParams();
const keptScreen = (prefetch: typeof categoryList.prefetch) => ({
  keptList: () => Promise.resolve(prefetch),
});

describe('prefetchScreenData', () => {
  afterEach(() => {
    delete window.__BACKOFFICE_CONFIG__;
    window.sessionStorage.clear();
  });

  it("asks for a screen's whole lists once, for a signed-in admin, when lists are loaded whole", async () => {
    const asked = recordLists();
    const { store } = storeWithSession(signedIn());
    await prefetchScreenData(store, ORDERS_SCREEN, noParams);
    await prefetchScreenData(store, USERS_SCREEN, noParams);
    await waitFor(() =>
      expect([...asked].sort()).toEqual(['/admin/all-users', '/admin/orders/all']),
    );
    await prefetchScreenData(store, ORDERS_SCREEN, noParams);
    await settle();
    expect(asked).toHaveLength(2);
  });

  it('asks for the page of the list that the URL names once, when the server pages the lists', async () => {
    window.__BACKOFFICE_CONFIG__ = { lists: 'server' };
    const asked = recordLists();
    const { store } = storeWithSession(signedIn());
    const params = new URLSearchParams('q=%20Pune%20&page=2&sort=amount&order=asc&status=pending');
    await prefetchScreenData(store, ORDERS_SCREEN, params);
    await prefetchScreenData(store, USERS_SCREEN, new URLSearchParams('admin=Yes&sort=joined'));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect([...asked].sort()).toEqual([
      '/admin/orders?page=2&pageSize=50&q=Pune&sort=amount&order=asc&status=pending',
      '/admin/users?page=1&pageSize=50&sort=createdAt&order=desc&isAdmin=true',
    ]);
    await prefetchScreenData(store, ORDERS_SCREEN, params);
    await settle();
    expect(asked).toHaveLength(2);
  });

  it('asks the server for the page of a kept list only with `screens: server` (the tab answers it in the tab)', async () => {
    const asked = recordLists();
    const tab = storeWithSession(signedIn()).store;
    const categories = keptScreen(categoryList.prefetch);
    const products = keptScreen(productList.prefetch);
    const params = new URLSearchParams('q=gift&status=inactive&stock=In+Stock&categoryId=3');
    const blogs = keptScreen(blogList.prefetch);
    const wallet = keptScreen(walletPayments.prefetch);
    window.__BACKOFFICE_CONFIG__ = { screens: 'tab' };
    await prefetchScreenData(tab, categories, params);
    await settle();
    expect(asked).toEqual([]);

    window.__BACKOFFICE_CONFIG__ = { screens: 'server' };
    const { store } = storeWithSession(signedIn());
    await prefetchScreenData(store, categories, params);
    await prefetchScreenData(store, products, params);
    await prefetchScreenData(store, blogs, new URLSearchParams('status=Draft&sort=date'));
    await prefetchScreenData(store, wallet, new URLSearchParams('q=TXN&page=3'));
    await waitFor(() => expect(asked).toHaveLength(4));
    expect([...asked].sort()).toEqual([
      '/admin/blogs?page=1&pageSize=50&sort=date&order=desc&status=Draft',
      '/admin/categories?page=1&pageSize=50&q=gift&sort=createdAt&order=desc&status=inactive',
      '/admin/products?page=1&pageSize=50&q=gift&sort=createdAt&order=desc&categoryId=3&stock=In+Stock',
      '/admin/wallet-payments?page=3&pageSize=50&q=TXN&sort=createdAt&order=desc',
    ]);
  });

  it("waits for the tab's stored session, as after a reload, and asks with the admin's token", async () => {
    window.__BACKOFFICE_CONFIG__ = { lists: 'server' };
    const token = makeJwt();
    window.sessionStorage.setItem(
      'persist:session',
      JSON.stringify({ jwtToken: JSON.stringify(token) }),
    );
    let authorization: string | null = null;
    server.use(
      http.get(`${API}/admin/orders`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({});
      }),
    );
    const { store } = makeStore();
    await prefetchScreenData(store, ORDERS_SCREEN, noParams);
    await waitFor(() => expect(authorization).toBe(`Bearer ${token}`));
  });

  it('asks for nothing when no admin is signed in, nor for a screen without lists', async () => {
    const asked = recordLists();
    await prefetchScreenData(storeWithSession().store, ORDERS_SCREEN, noParams);
    await prefetchScreenData(storeWithSession(signedIn()).store, {}, noParams);
    window.__BACKOFFICE_CONFIG__ = { lists: 'server' };
    await prefetchScreenData(storeWithSession().store, ORDERS_SCREEN, noParams);
    await prefetchScreenData(storeWithSession(signedIn()).store, {}, noParams);
    await settle();
    expect(asked).toEqual([]);
  });
});
