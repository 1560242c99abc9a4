import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, MemoryRouter } from 'react-router-dom';
import { App, AppProviders } from '@/app/App';
import { appRoutes } from '@/app/router';
import { ConfirmProvider } from '@/components/ConfirmDialog';
import { makeStore, type RootState } from '@/app/store';
import type { SessionState } from '@/features/session/sessionSlice';
import { server } from './server';
import { makeJwt } from './tokens';

interface Options {
  route?: string;
  /** Session fields to start with; the rest take their initial values. */
  session?: Partial<SessionState>;
}

/** A fresh store holding these session fields (none: signed out). */
export function storeWithSession(session?: Partial<SessionState>) {
  const preloaded: Partial<RootState> | undefined = session
    ? {
        session: {
          profile: null,
          jwtToken: null,
          airloToken: null,
          localData: {},
          globalData: {},
          // As the sign-in would have said it in the test's setting (testing/screensMode.ts).
          ownAccount: window.__BACKOFFICE_CONFIG__?.screens === 'server',
          ...session,
        } as RootState['session'],
      }
    : undefined;
  return makeStore(preloaded);
}

/** Renders the whole app (routes, guard, layout) at `route`, from a fresh store. */
export function renderApp({ route = '/', session }: Options = {}) {
  const { store, persistor } = storeWithSession(session);
  const router = createMemoryRouter(appRoutes(store), { initialEntries: [route] });
  const user = userEvent.setup();
  const view = render(<App store={store} persistor={persistor} router={router} />);
  return { ...view, store, persistor, router, user };
}

/** A signed-in admin's session, as after a successful login. */
export const signedIn = (overrides: Partial<SessionState> = {}): Partial<SessionState> => ({
  jwtToken: makeJwt(),
  airloToken: 'airlo-token',
  ...overrides,
});

/** Renders one screen inside the app's providers and the layout's confirmation, from a fresh store. */
export function renderWithProviders(ui: ReactElement, { session }: Pick<Options, 'session'> = {}) {
  const { store, persistor } = storeWithSession(session);
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store} persistor={persistor}>
      {/* As inside the admin layout, where every screen is. */}
      <ConfirmProvider>{ui}</ConfirmProvider>
    </AppProviders>,
  );
  return { ...view, store, user };
}

/**
 * Renders a screen with no one signed in, outside the app's routes (which would send a visitor to
 * sign in), in a router of its own; counts the loads of its list at `listUrl`.
 */
export function renderSignedOut(ui: ReactElement, listUrl: string) {
  const loads = { count: 0 };
  server.use(
    http.get(listUrl, () => {
      loads.count += 1;
      return HttpResponse.json([]);
    }),
  );
  renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);
  return loads;
}
