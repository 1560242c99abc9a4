import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type Action,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist';
import sessionStorage from 'redux-persist/lib/storage/session';
import { baseApi } from '@/api/baseApi';
import { loadFailureMiddleware } from '@/api/loadFailures';
import { tabLists } from '@/api/tabLists';
import { listenForSessionEnd, listenForStartUp } from '@/features/session/sessionListeners';
import { loggedOut, sessionExpired, sessionReducer } from '@/features/session/sessionSlice';
import { SESSION_PERSIST_KEY } from '@/features/session/storedSession';

const appReducer = combineReducers({
  // Only the session is persisted, and only for the tab (docs/requirements.md#3-entities).
  session: persistReducer({ key: SESSION_PERSIST_KEY, storage: sessionStorage }, sessionReducer),
  [baseApi.reducerPath]: baseApi.reducer,
  // Local-only lists (docs/requirements.md#1-product-and-users): not persisted, so a reload or a
  // logout empties them.
  [tabLists.name]: tabLists.reducer,
});

type AppReducerState = ReturnType<typeof appReducer>;

/**
 * When a session ends every slice but the session starts over (local-only lists are never
 * kept across admins). The session resets itself so redux-persist keeps its bookkeeping;
 * the API cache is reset by the session listener through RTK Query's own action.
 */
function rootReducer(state: AppReducerState | undefined, action: Action): AppReducerState {
  if (state && (loggedOut.match(action) || sessionExpired.match(action))) {
    return appReducer({ session: state.session, api: state.api } as AppReducerState, action);
  }
  return appReducer(state, action);
}

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();
  listenForSessionEnd(listener);
  listenForStartUp(listener);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        // The development-only checks walk the whole state on every action; the API cache
        // (100,000 orders in a real shop) is RTK Query's own, immutable by construction.
        immutableCheck: { ignoredPaths: [baseApi.reducerPath] },
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          ignoredPaths: [baseApi.reducerPath],
        },
      })
        .prepend(listener.middleware)
        .concat(baseApi.middleware, loadFailureMiddleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  setupListeners(store.dispatch);
  const persistor = persistStore(store);
  return { store, persistor };
}

/**
 * A store that only draws (landingFrame.tsx): the app's state, never kept in the tab, with no
 * listeners; nothing drawn from it asks the server anything.
 */
export const makeDrawingStore = () =>
  configureStore({
    reducer: rootReducer,
    // RTK Query's hooks want its middleware there, even where they ask for nothing.
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
