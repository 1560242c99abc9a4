import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/testing/handlers';
import { signedIn, storeWithSession } from '@/testing/renderApp';
import { server } from '@/testing/server';
import { prefetchWholeLists } from './prefetchWholeLists';

function countWholeLists() {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/admin/orders/all`, () => {
      asked.push('orders');
      return HttpResponse.json({ orders: [] });
    }),
    http.get(`${API}/admin/all-users`, () => {
      asked.push('users');
      return HttpResponse.json({ users: [] });
    }),
  );
  return asked;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('prefetchWholeLists', () => {
  afterEach(() => {
    delete window.__BACKOFFICE_CONFIG__;
  });

  it("asks for a screen's whole lists once, for a signed-in admin, when lists are loaded whole", async () => {
    const asked = countWholeLists();
    const { store } = storeWithSession(signedIn());
    prefetchWholeLists(store, ['orders', 'users']);
    prefetchWholeLists(store, ['users']);
    await waitFor(() => expect([...asked].sort()).toEqual(['orders', 'users']));
    prefetchWholeLists(store, ['orders', 'users']);
    await settle();
    expect(asked).toHaveLength(2);
  });

  it('asks for nothing when the server pages the lists, or when no admin is signed in', async () => {
    const asked = countWholeLists();
    window.__BACKOFFICE_CONFIG__ = { lists: 'server' };
    prefetchWholeLists(storeWithSession(signedIn()).store, ['orders', 'users']);
    delete window.__BACKOFFICE_CONFIG__;
    prefetchWholeLists(storeWithSession().store, ['orders', 'users']);
    await settle();
    expect(asked).toEqual([]);
  });
});
