import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { signInWith } from '@/features/session/signIn';
import { App } from './App';
import { appRoutes } from './router';
import { makeStore } from './store';

/**
 * The running app, made once when this chunk loads: the store (which reads the tab's session and
 * asks for an airlo token at start-up), the browser router and every screen's route; the router
 * starts at once on the visit's address, fetching its screen's chunk and its data side by side.
 */
const { store, persistor } = makeStore();
const router = createBrowserRouter(appRoutes(store));

/** Signs in through the store, before the app is shown (docs/decisions.md#login-first). */
export const signIn = signInWith(store.dispatch);

/** Shows the app in `root`, in place of whatever it showed. */
export function mount(root: Root) {
  root.render(
    <StrictMode>
      <App store={store} persistor={persistor} router={router} />
    </StrictMode>,
  );
}
