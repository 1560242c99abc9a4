import {
  firstPageIsSignIn,
  PRERENDERED_ATTRIBUTE,
  SUBMIT_HELD_ATTRIBUTE,
} from '@/lib/prerenderedPage';

// The entry is small and renders nothing itself (docs/decisions.md#login-first): index.html
// already shows the sign-in page, and the code that takes it over (React, the theme, the form)
// is fetched beside this file. It runs once the page has been painted, so the form shows and
// answers at once rather than after that code has started.

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const prerendered = container.hasAttribute(PRERENDERED_ATTRIBUTE);

/**
 * Runs `task` once the page has been painted and the browser has nothing more pressing: a
 * frame's callback runs before the next paint, an idle callback queued there after it.
 */
function afterPaintWhenIdle(task: () => void): void {
  requestAnimationFrame(() => requestIdleCallback(task, { timeout: 500 }));
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

// Chosen by signInGate.ts before the body was read.
if (firstPageIsSignIn()) {
  afterPaintWhenIdle(() => {
    void loadFirstPage().then(
      ({ showSignInFirst }) => {
        // Until now a submit was held (signInGate.ts); from here React answers it.
        container.removeAttribute(PRERENDERED_ATTRIBUTE);
        showSignInFirst(container, prerendered);
      },
      () => showLoadFailure(container),
    );
  });
} else {
  // The prerendered form, hidden for this visit, goes now rather than when the app has loaded.
  container.replaceChildren();
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  void loadFirstPage().then(
    ({ showApp }) => showApp(container),
    () => showLoadFailure(container),
  );
}
