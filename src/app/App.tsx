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
 * Everything every page relies on: store (rehydrated), theme, snackbars. The confirmation
 * dialog is the admin layout's, so that the sign-in page loads none of it.
 */
export function AppProviders({ store, persistor, children }: ProvidersProps) {
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <AppTheme>
          <Snackbars>
            <PermittedScreensProvider>
              <ErrorBoundary>{children}</ErrorBoundary>
            </PermittedScreensProvider>
          </Snackbars>
        </AppTheme>
      </PersistGate>
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
