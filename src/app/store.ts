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
import { adminsReducer } from '@/features/admins/adminsSlice';
import { categoriesReducer } from '@/features/categories/categoriesSlice';
import { blogsReducer } from '@/features/blogs/blogsSlice';
import { paymentsReducer } from '@/features/payments/paymentsSlice';
import { productsReducer } from '@/features/products/productsSlice';
import { walletReducer } from '@/features/wallet/walletSlice';
import { listenForSessionEnd } from './session/sessionListeners';
import { loggedOut, sessionExpired, sessionReducer } from './session/sessionSlice';

/** Only the session is persisted, and only for the tab (spec §3). */
const persistedSession = persistReducer(
  { key: 'session', storage: sessionStorage },
  sessionReducer,
);

const appReducer = combineReducers({
  session: persistedSession,
  [baseApi.reducerPath]: baseApi.reducer,
  // Local-only lists (spec §1): not persisted, so a reload or a logout empties them.
  products: productsReducer,
  wallet: walletReducer,
  blogs: blogsReducer,
  payments: paymentsReducer,
  admins: adminsReducer,
  categories: categoriesReducer,
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
        .concat(baseApi.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  setupListeners(store.dispatch);
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
