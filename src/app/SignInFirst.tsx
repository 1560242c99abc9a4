import { StrictMode, useCallback, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import LoginPage from '@/features/session/LoginPage';
import type { SignIn } from '@/features/session/signIn';
import { hasStoredAdminSession } from '@/features/session/storedSession';
import { SIGN_IN_PAGE_READY_MARK } from '@/lib/prerenderedPage';
import { AppTheme } from './AppTheme';
import { loadAdminLayout } from './layout/loadAdminLayout';
import type * as AppStart from './start';

let app: Promise<typeof AppStart> | undefined;

/** The rest of the app (store, router, every route) in one chunk, loaded once; again after a failure. */
function loadApp() {
  app ??= import(/* webpackChunkName: "app" */ './start').catch((error: unknown) => {
    app = undefined;
    throw error;
  });
  return app;
}

type ShowApp = (app: typeof AppStart) => void;

/**
 * The sign-in page as the first page of a visit, shown before the rest of the app has loaded
 * (docs/decisions.md#login-first). The rest loads once it has taken the page over, so that
 * signing in waits for the server alone (a failure is told when signing in tries again); signing
 * in goes through the app's store, and the app is then shown in this page's place.
 */
function SignInFirst({ showApp }: { showApp: ShowApp }) {
  // Whether the backend signs in with passkeys, known once the app's code is there.
  const [passkeys, setPasskeys] = useState<boolean>();
  useEffect(() => {
    performance.mark(SIGN_IN_PAGE_READY_MARK);
    loadApp()
      .then((started) => {
        setPasskeys(started.offersPasskeys());
        return started.drawLandingFrame();
      })
      .catch(() => undefined);
  }, []);
  const signIn = useCallback<SignIn>(
    async (credentials) => {
      const started = await loadApp();
      const failure = await started.signIn(credentials);
      if (failure === null) showApp(started);
      return failure;
    },
    [showApp],
  );
  return (
    <AppTheme>
      <ErrorBoundary>
        <LoginPage signIn={signIn} passkeys={passkeys} />
      </ErrorBoundary>
    </AppTheme>
  );
}

/**
 * The first page, one tree both for the browser and for the build that renders it to HTML
 * (app/prerender.tsx): the browser's first render must match that HTML to take it over.
 */
export const signInFirstPage = (showApp: ShowApp) => (
  <StrictMode>
    <SignInFirst showApp={showApp} />
  </StrictMode>
);

/**
 * The sign-in page in `container`: the build's HTML of it taken over, or rendered where there is
 * none (a development build).
 */
export function showSignInFirst(container: HTMLElement): void {
  const page = signInFirstPage((started) => started.mount(root));
  const prerendered = container.hasChildNodes();
  const root: Root = prerendered ? hydrateRoot(container, page) : createRoot(container);
  if (!prerendered) root.render(page);
}

/**
 * The app in `container`, for a visit that does not open on the sign-in page; rejects when its
 * chunk cannot be loaded. From this chunk rather than the entry, as is the admin layout's: those
 * chunks then take React and the theme from here, and the sign-in page's code stays in the few
 * files index.html preloads.
 */
export async function showApp(container: HTMLElement): Promise<void> {
  // Fetched beside the app's chunk rather than after it; its route shows any failure.
  if (hasStoredAdminSession()) loadAdminLayout().catch(() => undefined);
  (await loadApp()).mount(createRoot(container));
}
