import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { AppTheme } from './AppTheme';
import { LoadingOverlay } from './LoadingOverlay';
import { PermittedScreensProvider } from './permittedScreens';
import { Snackbars } from './Snackbars';
import type { AppStore } from './store';

interface ProvidersProps {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}

/**
 * Everything every page relies on: store (rehydrated), theme, snackbars. The snackbars are there
 * from the first render, before the stored session is read: the calls a route starts then (its
 * screen's data) may end the session, with its message. The confirmation dialog is the admin
 * layout's, so that the sign-in page loads none of it.
 */
export function AppProviders({ store, persistor, children }: ProvidersProps) {
  return (
    <Provider store={store}>
      <Snackbars>
        <PersistGate persistor={persistor} loading={null}>
          <AppTheme>
            <PermittedScreensProvider>
              <ErrorBoundary>{children}</ErrorBoundary>
            </PermittedScreensProvider>
          </AppTheme>
        </PersistGate>
      </Snackbars>
    </Provider>
  );
}

type Router = ReturnType<typeof createBrowserRouter>;

/** The whole app for a given store and router (browser history in start.tsx, memory in tests). */
export function App({
  store,
  persistor,
  router,
}: Omit<ProvidersProps, 'children'> & { router: Router }) {
  return (
    <AppProviders store={store} persistor={persistor}>
      <LoadingOverlay />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
