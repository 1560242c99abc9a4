/**
 * The landing screen's frame, ready before the token (docs/decisions.md#login-first). While the
 * sign-in form is filled, the layout and the dashboard are drawn once, hidden, as a signed-in
 * admin sees them before any answer: in <Activity mode="hidden">, so none of their effects run and
 * nothing is asked of the server, on a store of their own that is never kept. Their code is then
 * compiled and their styles written. When the token comes, a copy of that drawing is shown at
 * once, inert, over the sign-in page, until the app's first render, which takes its place.
 */
import { Activity, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loggedIn } from '@/api/session';
import { DASHBOARD_PATH } from '@/lib/paths';
import { whenIdle } from '@/lib/whenIdle';
import { AppTheme } from './AppTheme';
import { loadAdminLayout } from './layout/loadAdminLayout';
import { PermittedScreensProvider } from './permittedScreens';
import { ADMIN_SCREENS } from './screens';
import { Snackbars } from './Snackbars';
import { makeDrawingStore } from './store';

/** Marks the element whose content is the drawing, and then the copy shown. */
const FRAME_ATTRIBUTE = 'data-landing-frame';

let drawn: Promise<() => void> | undefined;
/** The drawing's copy, made ahead. */
let copy: HTMLElement | undefined;
/** The copy on screen, from the token until the app's first render. */
let shown: HTMLElement | undefined;

async function draw(): Promise<() => void> {
  const dashboard = ADMIN_SCREENS.find(({ path }) => path === DASHBOARD_PATH);
  const [{ AdminLayout }, page] = await Promise.all([loadAdminLayout(), dashboard?.load()]);
  const router = createMemoryRouter(
    [{ Component: AdminLayout, children: [{ path: DASHBOARD_PATH, Component: page?.default }] }],
    { initialEntries: [DASHBOARD_PATH] },
  );
  await new Promise((idle) => requestIdleCallback(idle));
  const store = makeDrawingStore();
  // Signed in, with no answer yet: a token that no request ever carries.
  store.dispatch(loggedIn(''));
  const container = document.createElement('div');
  container.hidden = true;
  document.body.append(container);
  copyWhenDrawn(container);
  // Its ids apart from the app's, which are drawn in another root.
  const root = createRoot(container, { identifierPrefix: 'landing-frame-' });
  root.render(
    <Activity mode="hidden">
      <div {...{ [FRAME_ATTRIBUTE]: '' }}>
        <Provider store={store}>
          <Snackbars>
            <AppTheme>
              <PermittedScreensProvider>
                <RouterProvider router={router} />
              </PermittedScreensProvider>
            </AppTheme>
          </Snackbars>
        </Provider>
      </div>
    </Activity>,
  );
  return () => {
    root.unmount();
    container.remove();
  };
}

/**
 * Draws the frame, hidden, once: while the sign-in form is filled, when the browser is idle.
 * Where it has no idle callbacks (Safari), drawing could land on the admin's typing: none is
 * drawn, and the app lands as it would without.
 */
export function drawLandingFrame(): Promise<unknown> {
  if (typeof requestIdleCallback !== 'function') return Promise.resolve();
  drawn ??= draw();
  return drawn;
}

/**
 * A copy of the drawing, laid out over the page but not shown (visibility: hidden), so that the
 * token only has it painted; inert: what it shows answers nothing until the app takes its place.
 */
function copyOf(drawing: Element): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute(FRAME_ATTRIBUTE, '');
  element.setAttribute('inert', '');
  element.innerHTML = drawing.innerHTML;
  const { backgroundColor } = getComputedStyle(document.body);
  const place = { position: 'fixed', inset: '0', zIndex: '2000', overflow: 'hidden' };
  Object.assign(element.style, { ...place, backgroundColor, visibility: 'hidden' });
  document.body.append(element);
  return element;
}

/** The copy, made once the drawing is there (React commits it when the browser is idle). */
function copyWhenDrawn(container: HTMLElement): void {
  const drawing = () => container.querySelector(`[${FRAME_ATTRIBUTE}]`);
  const observer = new MutationObserver(() => {
    const done = drawing();
    if (!done?.querySelector('main h1')) return;
    observer.disconnect();
    whenIdle(() => (copy ??= copyOf(done)));
  });
  observer.observe(container, { childList: true, subtree: true });
}

/** Shows the copy of the drawn frame over the page, when it has been drawn; true if it has. */
export function showLandingFrame(): boolean {
  if (!copy) return false;
  copy.style.visibility = 'visible';
  shown = copy;
  return true;
}

export const isLandingFrameShown = () => shown !== undefined;

/** Takes the copy away, and the hidden drawing once the browser is idle. */
export function removeLandingFrame(): void {
  copy?.remove();
  copy = undefined;
  shown = undefined;
  const removing = drawn;
  drawn = undefined;
  whenIdle(() => void removing?.then((remove) => remove()).catch(() => undefined));
}

/** In the app's first commit: the frame's copy goes as the app's drawing comes. */
export function LandingFrameHandover() {
  useLayoutEffect(removeLandingFrame, []);
  return null;
}
