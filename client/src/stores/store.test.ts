import { PERSIST_KEY, PERSIST_TIMEOUT_MS, type ActivityDto } from '@power-gym/contracts';
import { describe, expect, it, vi } from 'vitest';
import { activitiesFixture, memberFixture } from '@/testing/mocks/fixtures';
import { initialAuthState, signedIn } from './auth-slice';
import { initialCartState } from './cart-slice';
import { makeStore, persistConfig } from './store';

describe('store', () => {
  it('persists only auth and cart under the root key with a 5000 ms timeout', () => {
    expect(persistConfig.key).toBe(PERSIST_KEY);
    expect(persistConfig.key).toBe('root');
    expect(persistConfig.timeout).toBe(PERSIST_TIMEOUT_MS);
    expect(persistConfig.whitelist).toEqual(['auth', 'cart']);
  });

  it('starts signed out and accepts preloaded state', () => {
    const store = makeStore({
      cart: {
        ...initialCartState,
        items: [],
        discountPercent: 10,
        discountCode: 'POWER10',
        orderId: 3,
      },
    });
    expect(store.getState().auth).toEqual(initialAuthState);
    expect(initialAuthState).toEqual({
      user: null,
      firebaseUser: null,
      isAdmin: false,
      loading: false,
      status: 'signedOut',
    });
    expect(store.getState().cart.discountPercent).toBe(10);
    store.dispatch(signedIn({ user: memberFixture, isAdmin: false }));
    expect(store.getState().auth.user?.uid).toBe('member-uid');
    expect(store.getState().auth.status).toBe('signedIn');
  });

  it('takes in RTK Query when its first chunk loads: state there before anything selects it, queries run', async () => {
    vi.resetModules();
    const fresh = await import('./store');
    const store = fresh.makeStore();
    expect(store.getState()).not.toHaveProperty('api');

    // The store knows no feature: an endpoint of the test's own stands for the first chunk's.
    const { api } = await import('@/lib/api');
    expect(store.getState().api).toMatchObject({ queries: {}, mutations: {} });

    const activitiesApi = api.injectEndpoints({
      endpoints: (build) => ({
        getActivities: build.query<ActivityDto[], undefined>({ query: () => '/activity/all' }),
      }),
    });
    const result = await store.dispatch(activitiesApi.endpoints.getActivities.initiate(undefined));
    expect(result.data).toEqual(activitiesFixture);
    expect(Object.values(store.getState().api?.queries ?? {})).toContainEqual(
      expect.objectContaining({ status: 'fulfilled', data: activitiesFixture }),
    );
  });
});
