import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '@/app/App';
import { appRoutes } from '@/app/router';
import { loggedIn, profileLoaded } from '@/features/session/sessionSlice';
import { hasStoredAdminSession, storedAdminToken } from '@/features/session/storedSession';
import { makeStore } from '@/app/store';
import { expiredJwt, makeJwt } from '@/testing/tokens';

/** redux-persist writes nothing until it has read back what was stored. */
async function bootstrappedStore() {
  const made = makeStore();
  await new Promise<void>((resolve) => {
    const check = () => made.persistor.getState().bootstrapped && resolve();
    made.persistor.subscribe(check);
    check();
  });
  return made;
}

function mountApp(route: string) {
  const { store, persistor } = makeStore();
  const router = createMemoryRouter(appRoutes(store), { initialEntries: [route] });
  render(<App store={store} persistor={persistor} router={router} />);
  return { store, persistor, router };
}

describe('the persisted session', () => {
  it('survives a reload of the tab: a new store rehydrates it from sessionStorage', async () => {
    const first = await bootstrappedStore();
    first.store.dispatch(loggedIn(makeJwt()));
    first.store.dispatch(
      profileLoaded({ name: 'Kept Admin', email: 'kept@example.com', role: 'Admin' }),
    );
    await act(() => first.persistor.flush());

    // Only the session is stored, nothing of the API cache.
    expect(window.sessionStorage.length).toBe(1);
    expect(window.sessionStorage.getItem('persist:session')).toContain('Kept Admin');

    const { router } = mountApp('/user-management');
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByText('Kept Admin', { selector: 'strong' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-management');
  });

  it('is not in localStorage, so a new tab (a new sessionStorage) starts signed out', async () => {
    const first = await bootstrappedStore();
    first.store.dispatch(loggedIn(makeJwt()));
    await act(() => first.persistor.flush());
    expect(window.localStorage.length).toBe(0);

    window.sessionStorage.clear();
    const { router } = mountApp('/user-management');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-login');
  });

  it('can be read at once, before any store exists, to choose the first page', async () => {
    expect(storedAdminToken()).toBeNull();
    const token = makeJwt();
    const first = await bootstrappedStore();
    first.store.dispatch(loggedIn(token));
    await act(() => first.persistor.flush());

    expect(storedAdminToken()).toBe(token);
    expect(hasStoredAdminSession()).toBe(true);

    first.store.dispatch(loggedIn(expiredJwt()));
    await act(() => first.persistor.flush());
    expect(hasStoredAdminSession()).toBe(false);
  });

  it.each(['not json', '[]', '{"jwtToken":"not json"}', '{"jwtToken":"42"}', '{}'])(
    'reads no token from the stored value %s',
    (stored) => {
      window.sessionStorage.setItem('persist:session', stored);
      expect(storedAdminToken()).toBeNull();
      expect(hasStoredAdminSession()).toBe(false);
    },
  );
});
