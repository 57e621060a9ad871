import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
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
import { setSessionProbe } from './session-probe';
import { webStorage } from './web-storage';
import { authSlice, type AuthState } from './auth-slice';
import { cartSlice } from './cart-slice';

/**
 * The slices a later chunk brings: each one's module declares itself here (declaration merging) and
 * calls injectLazySlice when it loads, so the store imports none of them. RTK Query is one: it is
 * not part of the landing page's first render, and lib/api.ts injects its reducer and middleware
 * when the first chunk that talks to the server loads.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

const rootReducer = combineSlices(authSlice, cartSlice).withLazyLoadedSlices<LazyLoadedSlices>();
const lazyMiddleware = createDynamicMiddleware();
let announceInjection: () => void = () => undefined;
/** Settles when the first lazily loaded slice (today the only one, RTK Query's) is injected. */
const firstInjection = new Promise<void>((resolve) => {
  announceInjection = resolve;
});
/** Brings the just-injected state into being before anything selects it. */
const lazySliceArrived = createAction('app/lazySliceArrived');

export type RootState = ReturnType<typeof rootReducer>;

/** A slice declared in LazyLoadedSlices: its key in the state and its reducer. */
export type LazySlice = {
  [Path in keyof LazyLoadedSlices]: {
    reducerPath: Path;
    reducer: Reducer<NonNullable<LazyLoadedSlices[Path]>>;
  };
}[keyof LazyLoadedSlices];

/** Adds a lazily loaded slice's reducer and, when it has one, its middleware to every store. */
export function injectLazySlice(slice: LazySlice, middleware?: Middleware) {
  rootReducer.inject(slice);
  if (middleware) lazyMiddleware.addMiddleware(middleware);
  announceInjection();
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
  // A store made before a lazy slice arrived gets its state with the first action after it; this one
  // comes before the loaded chunk renders (its module evaluation settled the promise first).
  void firstInjection.then(() => store.dispatch(lazySliceArrived()));
  setSessionProbe(() => store.getState().auth.firebaseUser !== null);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppState = ReturnType<AppStore['getState']>;
export type AppThunkDispatch = ThunkDispatch<AppState, undefined, UnknownAction>;
export type AppThunk<R = void> = ThunkAction<R, AppState, undefined, UnknownAction>;
