import { hasStoredAdminSession } from '@/features/session/storedSession';
import { isSignInPath } from '@/lib/paths';
import { PRERENDERED_ATTRIBUTE, SUBMIT_HELD_ATTRIBUTE } from '@/lib/prerenderedPage';

// The entry is small and renders nothing itself (docs/decisions.md#login-first). index.html holds
// the sign-in page, hidden while #root is marked as prerendered, until this file has read the
// stored session: it shows it to a visit that opens on it and has its code take it over after the
// first paint; any other visit gets the app at once.

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Without React, whose code is what failed to load: what happened, and a way to try again. */
function showLoadFailure(element: HTMLElement): void {
  element.innerHTML =
    '<div role="alert" style="font-family:system-ui,sans-serif;max-width:480px;margin:15vh auto;padding:0 16px">' +
    '<h1>Something went wrong</h1>' +
    '<p>The back-office could not be loaded. Check the connection, then reload.</p>' +
    '<button type="button">Reload</button></div>';
  element.querySelector('button')?.addEventListener('click', () => window.location.reload());
}

/** What shows that the admin reaches for the page: its code should take over at once. */
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `task` at the admin's first pointer, key or focus on the page, or 300 ms after its first
 * paint once the browser is idle: taking over as soon as it is painted would put the code's work
 * just where the first click, or a check of the page, lands.
 */
function afterPaintOrFirstTouch(task: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    FIRST_TOUCH.forEach((type) => window.removeEventListener(type, start, true));
    task();
  };
  FIRST_TOUCH.forEach((type) => window.addEventListener(type, start, true));
  requestAnimationFrame(() => setTimeout(() => requestIdleCallback(start, { timeout: 500 }), 300));
}

const signedIn = hasStoredAdminSession();
if (isSignInPath(window.location.pathname) && !signedIn) {
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  // Before React answers the form, a submit would be a plain GET with the password in the
  // address: it is held, and the page makes it once its code has taken over (LoginPage).
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    container.setAttribute(SUBMIT_HELD_ATTRIBUTE, '');
  };
  container.addEventListener('submit', hold, { capture: true });
  afterPaintOrFirstTouch(() => {
    void import(/* webpackChunkName: "first-page" */ '@/app/SignInFirst').then(
      ({ showSignInFirst }) => {
        // From here React answers the form's submits.
        container.removeEventListener('submit', hold, { capture: true });
        showSignInFirst(container);
      },
      () => showLoadFailure(container),
    );
  });
} else {
  // The sign-in page, never shown to this visit, goes now rather than when the app has loaded.
  container.replaceChildren();
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  import(/* webpackChunkName: "first-page" */ '@/app/SignInFirst')
    .then(({ showApp }) => showApp(container))
    .catch(() => showLoadFailure(container));
}
