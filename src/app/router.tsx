import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AdminLayout } from './layout/AdminLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { ADMIN_SCREENS, LOGIN_PATH } from './screens';
import { RedirectSignedIn } from './session/RedirectSignedIn';
import { RequireAdmin } from './session/RequireAdmin';

type PageModule = Promise<{ default: ComponentType }>;

/** Every screen is its own chunk, fetched when its route is first visited. */
const lazyPage = (load: () => PageModule) => async () => ({ Component: (await load()).default });

const loginPage = lazyPage(
  () => import(/* webpackChunkName: "login" */ '@/features/auth/LoginPage'),
);

/** Spec §2 route table. */
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
