import { useCallback, useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import LoginPage from '@/features/session/LoginPage';
import type { SignIn } from '@/features/session/signIn';
import { AppTheme } from './AppTheme';
import type * as AppStart from './start';

let app: Promise<typeof AppStart> | undefined;

/** The rest of the app (store, router, every route) in one chunk, loaded once; again after a failure. */
export function loadApp() {
  app ??= import(/* webpackChunkName: "app" */ './start').catch((error: unknown) => {
    app = undefined;
    throw error;
  });
  return app;
}

/** Runs `task` when the page is next idle (or soon, where browsers cannot say); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 50);
    return () => clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(task, { timeout: 1000 });
  return () => window.cancelIdleCallback(idle);
}

/**
 * The sign-in page as the first page of a visit, shown before the rest of the app has loaded
 * (docs/decisions.md#login-first). Signing in loads it if it has not loaded yet, signs in through
 * its store and then shows it in this page's place.
 */
export function SignInFirst({ root }: { root: Root }) {
  useEffect(() => {
    // Once the form is painted and the page is idle: signing in then waits for the server alone,
    // and the store asks for the airlo token at start-up as ever. Not sooner: running the app's
    // code would hold up the first paint. A failure is told when signing in tries again.
    return whenIdle(() => void loadApp().catch(() => undefined));
  }, []);
  const signIn = useCallback<SignIn>(
    async (credentials) => {
      const started = await loadApp();
      const failure = await started.signIn(credentials);
      if (failure === null) started.mount(root);
      return failure;
    },
    [root],
  );
  return (
    <AppTheme>
      <ErrorBoundary>
        <LoginPage signIn={signIn} />
      </ErrorBoundary>
    </AppTheme>
  );
}
