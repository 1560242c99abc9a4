import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AdminLayout } from './layout/AdminLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { RedirectSignedIn } from '@/features/session/RedirectSignedIn';
import { RequireAdmin } from '@/features/session/RequireAdmin';
import { LOGIN_PATH } from '@/lib/paths';
import { ADMIN_SCREENS } from './screens';

type PageModule = Promise<{ default: ComponentType }>;

/** Every screen is its own chunk, fetched when its route is first visited. */
const lazyPage = (load: () => PageModule) => async () => ({ Component: (await load()).default });

const loginPage = lazyPage(
  () => import(/* webpackChunkName: "login" */ '@/features/session/LoginPage'),
);

/** The route table (docs/requirements.md#route-table). */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: null,
    children: [
      {
        element: <RedirectSignedIn />,
        children: [
          { path: '/', lazy: loginPage },
          { path: LOGIN_PATH, lazy: loginPage },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          {
            element: <AdminLayout />,
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
