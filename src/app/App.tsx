import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { AppTheme, useReducedMotion } from './AppTheme';
import { LoadingOverlay } from './LoadingOverlay';
import { PermittedScreensProvider } from './permittedScreens';
import type { AppStore } from './store';

interface ProvidersProps {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}

/** Snackbars at the bottom right, still when the admin asked for less motion. */
function Snackbars({ children }: { children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transitionDuration={reducedMotion ? { enter: 0, exit: 0 } : undefined}
    >
      {children}
    </SnackbarProvider>
  );
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
