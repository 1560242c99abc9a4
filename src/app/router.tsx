import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage';
import { RedirectSignedIn } from '@/features/session/RedirectSignedIn';
import { RequireAdmin } from '@/features/session/RequireAdmin';
import {
  OnlyWhilePasswordToSet,
  OnlyWithOwnAccount,
  RequireFirstSteps,
  SET_PASSWORD_PATH,
  SET_UP_TWO_FACTOR_PATH,
} from '@/features/session/RequireFirstSteps';
import { RequirePermission } from '@/features/session/RequirePermission';
import { SignInRoute } from '@/features/session/SignInRoute';
import { DASHBOARD_PATH, LOGIN_PATH } from '@/lib/paths';
import { whenIdle } from '@/lib/whenIdle';
import { loadAdminLayout } from './layout/loadAdminLayout';
import { prefetchProfile, prefetchScreenData } from './prefetchScreenData';
import { ADMIN_SCREENS, type AdminScreen } from './screens';
import type { AppStore } from './store';

type PageModule = Promise<{ default: ComponentType }>;

/** Every admin screen is its own chunk, fetched when its route is first visited. */
const notFoundPage = () =>
  import(/* webpackChunkName: "not-found" */ '@/features/not-found/NotFoundPage');
const NotFoundPage = lazy(notFoundPage);
const NOT_FOUND = (
  <Suspense>
    <NotFoundPage />
  </Suspense>
);

const lazyPage = (load: () => PageModule) => async () => ({ Component: (await load()).default });

// The layout is fetched once an admin is signed in, or while the sign-in form is filled
// (below): the sign-in page needs none of it.
const adminLayout = async () => ({ Component: (await loadAdminLayout()).AdminLayout });

/**
 * The code of the screen signing in lands on (the layout and the dashboard: the page the guard
 * stopped is the exception), fetched once the sign-in page is there and the browser idle (no
 * deadline: 0), so that signing in waits for the server alone (docs/decisions.md#login-first).
 * A failure is the route's to show when it is needed.
 */
function prefetchLandingCode(): null {
  whenIdle(() => {
    loadAdminLayout().catch(() => undefined);
    ADMIN_SCREENS.find(({ path }) => path === DASHBOARD_PATH)
      ?.load()
      .catch(() => undefined);
  }, 0);
  return null;
}

/**
 * A screen's route: its chunk, and its list's data asked for at the same time, once: a new
 * search or page in its URL is the screen's own to ask for.
 */
function screenRoute(store: AppStore, screen: AdminScreen): RouteObject {
  const { path, load, pagedList, keptList, openingData } = screen;
  const route = { path, lazy: lazyPage(load) };
  if (!pagedList && !keptList && !openingData) return route;
  return {
    ...route,
    // Not awaited: the screen shows as soon as its code is there.
    loader: ({ request }) => {
      void prefetchScreenData(store, screen, new URL(request.url).searchParams);
      return null;
    },
    shouldRevalidate: () => false,
  };
}

/** A screen whose resource a role decides: the 403 page in its place when the role may not read it. */
function guardedScreenRoute(store: AppStore, screen: AdminScreen): RouteObject {
  const route = screenRoute(store, screen);
  if (!screen.resource) return route;
  return { element: <RequirePermission resource={screen.resource} />, children: [route] };
}

/**
 * First sign-in (docs/decisions.md#roles-and-your-own-account): the page where an admin replaces
 * their one-time password, open only while they have one, which a backend without accounts never
 * says.
 */
const SET_PASSWORD_ROUTE: RouteObject = {
  element: <OnlyWhilePasswordToSet notFound={NOT_FOUND} />,
  children: [
    {
      path: SET_PASSWORD_PATH,
      lazy: lazyPage(
        () => import(/* webpackChunkName: "set-password" */ '@/features/session/SetPasswordPage'),
      ),
    },
  ],
};

/**
 * Two-factor sign-in required (docs/api.md#two-factor-sign-in): the page where an admin sets it
 * up, with the profile that says whether they must asked for beside its code.
 */
const setUpTwoFactorRoute = (store: AppStore): RouteObject => ({
  element: <OnlyWithOwnAccount notFound={NOT_FOUND} />,
  children: [
    {
      path: SET_UP_TWO_FACTOR_PATH,
      lazy: lazyPage(
        () =>
          import(
            /* webpackChunkName: "set-up-two-factor" */ '@/features/session/twoFactor/SetUpTwoFactorPage'
          ),
      ),
      loader: () => {
        void prefetchProfile(store);
        return null;
      },
      shouldRevalidate: () => false,
    },
  ],
});

/** The route table (docs/requirements.md#route-table), for the app's store. */
export const appRoutes = (store: AppStore): RouteObject[] => [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: null,
    children: [
      {
        element: <RedirectSignedIn />,
        loader: prefetchLandingCode,
        shouldRevalidate: () => false,
        children: [
          // Its page is in the entry: the first page of most visits, shown before this table
          // has loaded (docs/decisions.md#login-first).
          { path: '/', Component: SignInRoute },
          { path: LOGIN_PATH, Component: SignInRoute },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          SET_PASSWORD_ROUTE,
          setUpTwoFactorRoute(store),
          {
            element: <RequireFirstSteps />,
            children: [
              {
                lazy: adminLayout,
                // Not awaited: the profile comes beside the layout's and the screen's code.
                loader: () => {
                  void prefetchProfile(store);
                  return null;
                },
                shouldRevalidate: () => false,
                children: [
                  {
                    // Inside the layout, so a failing screen keeps the sidebar.
                    errorElement: <RouteErrorPage />,
                    children: ADMIN_SCREENS.map((screen) => guardedScreenRoute(store, screen)),
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: lazyPage(notFoundPage) },
    ],
  },
];
