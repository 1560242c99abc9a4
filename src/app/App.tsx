import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SnackbarProvider } from 'notistack';
import { Provider } from 'react-redux';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { ScreensProvider } from '@/components/ScreensContext';
import { useAirloTokenOnStart } from '@/features/session/useAirloTokenOnStart';
import { LoadingOverlay } from './LoadingOverlay';
import { ADMIN_SCREENS } from './screens';
import type { AppStore } from './store';
import { makeTheme, REDUCED_MOTION_QUERY } from './theme';

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
  // Read at once (not after a first render), so nothing animates before the query answers.
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const theme = useMemo(() => makeTheme({ reducedMotion }), [reducedMotion]);
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SnackbarProvider
            maxSnack={3}
            autoHideDuration={5000}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transitionDuration={reducedMotion ? { enter: 0, exit: 0 } : undefined}
          >
            <ScreensProvider screens={ADMIN_SCREENS}>
              <ErrorBoundary>{children}</ErrorBoundary>
            </ScreensProvider>
          </SnackbarProvider>
        </ThemeProvider>
      </PersistGate>
    </Provider>
  );
}

type Router = ReturnType<typeof createBrowserRouter>;

function Startup() {
  useAirloTokenOnStart();
  return null;
}

/** The whole app for a given store and router (browser history in main.tsx, memory in tests). */
export function App({
  store,
  persistor,
  router,
}: Omit<ProvidersProps, 'children'> & { router: Router }) {
  return (
    <AppProviders store={store} persistor={persistor}>
      <Startup />
      <LoadingOverlay />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
