import { StrictMode } from 'react';
import { DASHBOARD_PATH } from '@/lib/paths';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { signedInPath } from '@/features/session/RedirectSignedIn';
import { signInWith, type SignIn } from '@/features/session/signIn';
import { App } from './App';
import {
  isLandingFrameShown,
  LandingFrameHandover,
  removeLandingFrame,
  showLandingFrame,
} from './landingFrame';
import { appRoutes } from './router';
import { makeStore } from './store';

/**
 * The running app, made once when this chunk loads: the store (which reads the tab's session and
 * asks for an airlo token at start-up), the browser router and every screen's route; the router
 * starts at once on the visit's address, fetching its screen's chunk and its data side by side.
 */
const { store, persistor } = makeStore();
const router = createBrowserRouter(appRoutes(store));

const signInThroughStore = signInWith(store.dispatch);

/**
 * Signs in through the store, before the app is shown (docs/decisions.md#login-first); the
 * moment the token is there, the router goes where the admin lands, which starts that screen's
 * code and data side by side. Resolves once it is there to show, so the sign-in page stays
 * until the landing screen replaces it.
 */
export const signIn: SignIn = async (credentials) => {
  const failure = await signInThroughStore(credentials);
  if (failure === null) {
    const landing = signedInPath(store.getState(), router.state.location.state);
    // The dashboard's frame at once, drawn while the form was filled (landingFrame.tsx).
    if (landing === DASHBOARD_PATH) showLandingFrame();
    await router.navigate(landing, { replace: true }).catch((error: unknown) => {
      removeLandingFrame();
      throw error;
    });
  }
  return failure;
};

export { drawLandingFrame } from './landingFrame';
export { offersPasskeys } from '@/api/session';

/**
 * Shows the app in `root`, in place of whatever it showed; after the next paint when the landing
 * frame is on screen, so that the frame is painted before the app's first render.
 */
export function mount(root: Root) {
  const render = () =>
    root.render(
      <StrictMode>
        <App store={store} persistor={persistor} router={router} />
        <LandingFrameHandover />
      </StrictMode>,
    );
  if (isLandingFrameShown()) requestAnimationFrame(() => setTimeout(render));
  else render();
}
