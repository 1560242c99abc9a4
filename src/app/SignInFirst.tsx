import { StrictMode, useCallback, useEffect } from 'react';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import LoginPage from '@/features/session/LoginPage';
import type { SignIn } from '@/features/session/signIn';
import { SIGN_IN_PAGE_READY_MARK } from '@/lib/prerenderedPage';
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

/** What shows that the admin has started on the form. */
const FIRST_MOVES = ['pointerdown', 'keydown', 'focusin'] as const;
/** Long after the form shows, short of the time an admin takes to reach it. */
const LOAD_ANYWAY_MS = 1_000;

/**
 * Runs `task` once: at the admin's first move on the page, or after LOAD_ANYWAY_MS. Returns a
 * cancel.
 */
function soonAfterFirstPaint(task: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  const timer = setTimeout(run, LOAD_ANYWAY_MS);
  FIRST_MOVES.forEach((type) => document.addEventListener(type, run, { capture: true }));
  function cancel() {
    clearTimeout(timer);
    FIRST_MOVES.forEach((type) => document.removeEventListener(type, run, { capture: true }));
  }
  return cancel;
}

type ShowApp = (app: typeof AppStart) => void;

/**
 * The sign-in page as the first page of a visit, shown before the rest of the app has loaded
 * (docs/decisions.md#login-first). Signing in loads it if it has not loaded yet, signs in through
 * its store and then has it shown in this page's place.
 */
function SignInFirst({ showApp }: { showApp: ShowApp }) {
  useEffect(() => {
    performance.mark(SIGN_IN_PAGE_READY_MARK);
  }, []);
  useEffect(() => {
    // Soon after the form shows: signing in then waits for the server alone, and the store asks
    // for the airlo token at start-up as ever. Not at once: running the app's code (a tenth of a
    // second) would hold up the first paint. A failure is told when signing in tries again.
    return soonAfterFirstPaint(() => void loadApp().catch(() => undefined));
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
        <LoginPage signIn={signIn} />
      </ErrorBoundary>
    </AppTheme>
  );
}

/**
 * The first page, one tree both for the browser and for the build that renders it to HTML
 * (app/prerender.tsx): the browser's first render must match that HTML to take it over.
 * `showApp` shows the app once signed in.
 */
export const signInFirstPage = (showApp: ShowApp) => (
  <StrictMode>
    <SignInFirst showApp={showApp} />
  </StrictMode>
);
