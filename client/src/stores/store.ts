import {
  combineReducers,
  configureStore,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
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
import { api } from '@/lib/api';
import { setSessionProbe } from '@/lib/session-probe';
import { webStorage } from '@/lib/web-storage';
import { authSlice, type AuthState } from './auth-slice';
import { cartSlice } from './cart-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authSlice.reducer,
  cart: cartSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

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
      }).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  setSessionProbe(() => store.getState().auth.firebaseUser !== null);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppState = ReturnType<AppStore['getState']>;
export type AppThunkDispatch = ThunkDispatch<AppState, undefined, UnknownAction>;
export type AppThunk<R = void> = ThunkAction<R, AppState, undefined, UnknownAction>;
