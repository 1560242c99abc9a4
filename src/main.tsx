import { hasStoredAdminSession } from '@/features/session/storedSession';
import { isSignInPath } from '@/lib/paths';
import {
  FIRST_PAGE_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  SUBMIT_HELD_ATTRIBUTE,
} from '@/lib/prerenderedPage';

// The entry is small and renders nothing itself (docs/decisions.md#login-first). index.html
// holds the sign-in page, hidden until this file has read the stored session: it shows it to a
// visit that opens on it, so an admin already signed in never sees it. The code that takes the
// page over (React, the theme, the form) is fetched beside this file and runs once the page has
// been painted, so the form shows and answers at once rather than after that code has started.

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const prerendered = container.hasAttribute(PRERENDERED_ATTRIBUTE);

/** How long the painted sign-in page is left to the browser before its code takes it over. */
const TAKEOVER_DELAY_MS = 300;

/** What shows that the admin reaches for the page: its code should take over at once. */
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `task` when the admin first reaches for the page (a pointer, a key, focus), or once the
 * page has been painted, left to the browser for TAKEOVER_DELAY_MS and the browser is idle,
 * whichever comes first. The form works before that: its inputs take typing and a password
 * manager's filling, and a submit is held for the code (holdSubmits). Taking over as soon as it
 * is painted would put the code's work just where the admin's first click, or a check of the
 * page, lands (docs/decisions.md#login-first).
 */
function afterPaintOrFirstTouch(task: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_TOUCH) window.removeEventListener(type, start, true);
    task();
  };
  for (const type of FIRST_TOUCH) window.addEventListener(type, start, true);
  requestAnimationFrame(() =>
    setTimeout(() => requestIdleCallback(start, { timeout: 500 }), TAKEOVER_DELAY_MS),
  );
}

/**
 * Until React has taken the prerendered form over, pressing Enter or Sign In would submit it as
 * plain HTML: a GET that puts the typed password in the address. The submit is held instead,
 * and the page makes it once its code runs (LoginPage). Returns the end of the hold.
 */
function holdSubmits(element: HTMLElement): () => void {
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    element.setAttribute(SUBMIT_HELD_ATTRIBUTE, '');
  };
  element.addEventListener('submit', hold, { capture: true });
  return () => element.removeEventListener('submit', hold, { capture: true });
}

/** Without React, whose code is what failed to load: what happened, and a way to try again. */
function showLoadFailure(element: HTMLElement): void {
  const heading = document.createElement('h1');
  heading.textContent = 'Something went wrong';
  const text = document.createElement('p');
  text.textContent = 'The back-office could not be loaded. Check the connection, then reload.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.style.cssText =
    'font-family:system-ui,sans-serif;max-width:480px;margin:15vh auto;padding:0 16px';
  alert.append(heading, text, reload);
  element.removeAttribute(PRERENDERED_ATTRIBUTE);
  element.removeAttribute(SUBMIT_HELD_ATTRIBUTE);
  element.replaceChildren(alert);
}

/** The first page's code; index.html preloads its files, so this fetches nothing more. */
const loadFirstPage = () => import(/* webpackChunkName: "first-page" */ '@/app/showFirstPage');

// The visit opens on the sign-in page on a sign-in path when no admin session is stored.
if (isSignInPath(window.location.pathname) && !hasStoredAdminSession()) {
  const endHold = prerendered ? holdSubmits(container) : () => undefined;
  document.documentElement.setAttribute(FIRST_PAGE_ATTRIBUTE, 'sign-in');
  afterPaintOrFirstTouch(() => {
    void loadFirstPage().then(
      ({ showSignInFirst }) => {
        // From here React answers the form's submits.
        endHold();
        container.removeAttribute(PRERENDERED_ATTRIBUTE);
        showSignInFirst(container, prerendered);
      },
      () => {
        endHold();
        showLoadFailure(container);
      },
    );
  });
} else {
  // The prerendered form, never shown to this visit, goes now rather than when the app has loaded.
  container.replaceChildren();
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  void loadFirstPage().then(
    ({ showApp }) => showApp(container),
    () => showLoadFailure(container),
  );
}
