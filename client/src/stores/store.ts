import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { PERSIST_KEY, PERSIST_TIMEOUT_MS } from '@power-gym/contracts';
import {
  createTransform,
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import type { Api } from '@/lib/api';
import { setSessionProbe } from '@/lib/session-probe';
import { webStorage } from '@/lib/web-storage';
import { authSlice, type AuthState } from './auth-slice';
import { cartSlice } from './cart-slice';

// RTK Query is not part of the landing page's first render: lib/api.ts injects its reducer and
// middleware when the first chunk that talks to the server loads (injectApi below).
const rootReducer = combineSlices(authSlice, cartSlice).withLazyLoadedSlices<WithSlice<Api>>();
const lazyMiddleware = createDynamicMiddleware();
let announceApi: () => void = () => undefined;
const apiInjected = new Promise<void>((resolve) => {
  announceApi = resolve;
});
/** Brings the just-injected api state into being before anything selects it. */
const apiArrived = createAction('app/apiArrived');

export type RootState = ReturnType<typeof rootReducer>;

export function injectApi(api: Api) {
  rootReducer.inject(api);
  lazyMiddleware.addMiddleware(api.middleware);
  announceApi();
}

/** A reload never resumes a half-finished sign-in: the auth listener starts it again. */
const settledAuth = createTransform<AuthState, AuthState>(
  (auth) => ({ ...auth, loading: false, status: auth.user ? 'signedIn' : 'signedOut' }),
  (auth) => auth,
  { whitelist: ['auth'] },
);

export const persistConfig = {
  key: PERSIST_KEY,
  storage: webStorage,
  timeout: PERSIST_TIMEOUT_MS,
  whitelist: ['auth', 'cart'],
  transforms: [settledAuth],
};

const persistedReducer = persistReducer<RootState>(persistConfig, rootReducer);

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as ReturnType<typeof persistedReducer> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(lazyMiddleware.middleware),
  });
  // A store made before the api arrived gets its state with the first action after it; this one
  // comes before the loaded chunk renders (its module evaluation settled the promise first).
  void apiInjected.then(() => store.dispatch(apiArrived()));
  setSessionProbe(() => store.getState().auth.firebaseUser !== null);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppState = ReturnType<AppStore['getState']>;
export type AppThunkDispatch = ThunkDispatch<AppState, undefined, UnknownAction>;
export type AppThunk<R = void> = ThunkAction<R, AppState, undefined, UnknownAction>;
