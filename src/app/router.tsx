import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage';
import { RedirectSignedIn } from '@/features/session/RedirectSignedIn';
import { RequireAdmin } from '@/features/session/RequireAdmin';
import { SignInRoute } from '@/features/session/SignInRoute';
import { LOGIN_PATH } from '@/lib/paths';
import { loadAdminLayout } from './layout/loadAdminLayout';
import { ADMIN_SCREENS } from './screens';

type PageModule = Promise<{ default: ComponentType }>;

/** Every admin screen is its own chunk, fetched when its route is first visited. */
const lazyPage = (load: () => PageModule) => async () => ({ Component: (await load()).default });

// The layout is fetched once an admin is signed in: the sign-in page needs none of it.
const adminLayout = async () => ({ Component: (await loadAdminLayout()).AdminLayout });

/** The route table (docs/requirements.md#route-table). */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: null,
    children: [
      {
        element: <RedirectSignedIn />,
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
          {
            lazy: adminLayout,
            children: [
              {
                // Inside the layout, so a failing screen keeps the sidebar.
                errorElement: <RouteErrorPage />,
                children: ADMIN_SCREENS.map(({ path, load }) => ({ path, lazy: lazyPage(load) })),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: lazyPage(
          () => import(/* webpackChunkName: "not-found" */ '@/features/not-found/NotFoundPage'),
        ),
      },
    ],
  },
];
