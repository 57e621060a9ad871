import type { CreateUserBody } from '@power-gym/contracts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/lib/alert';
import { signInWithEmail, signInWithSocialPopup, signOutFirebase } from '@/lib/firebase';
import { addToCart, initialCartState, setCartOrder, type NewCartItem } from '@/stores/cart-slice';
import { makeStore } from '@/stores/store';
import { firebaseState } from '@/testing/mocks/firebase';
import {
  adminFixture,
  firebaseUserOf,
  funcionalLunesItem,
  memberFixture,
  signedInState,
  spinningMartesItem,
} from '@/testing/mocks/fixtures';
import { orderDb } from '@/testing/mocks/order-handlers';
import { refuse, server } from '@/testing/mocks/server';
import { signInWithPassword, signInWithProvider } from './sign-in';
import { signOut } from './sign-out';
import { syncAuthState } from './sync-auth-state';
import { SESSION_ERROR_TITLE, startSession } from './start-session';

const funcionalLunes: NewCartItem = funcionalLunesItem;

function signedInAs(uid: string) {
  firebaseState.currentUid = uid;
}

describe('sign-in sequence', () => {
  it('checks admin and loads the member, sending the ID token', async () => {
    const seen: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(request.headers.get('Authorization'));
    });
    signedInAs(memberFixture.uid);
    const store = makeStore();
    const done = store.dispatch(startSession(firebaseUserOf(memberFixture)));
    expect(store.getState().auth).toMatchObject({ loading: true, status: 'loading' });

    await expect(done).resolves.toBe(true);
    expect(store.getState().auth).toMatchObject({
      user: memberFixture,
      isAdmin: false,
      loading: false,
      status: 'signedIn',
    });
    // isAdmin, the profile, the cart order and its lines.
    expect(seen).toEqual(Array(4).fill('Bearer member-uid'));
    server.events.removeAllListeners();
  });

  it('restores the saved cart lines, merges the ones added signed out and saves them', async () => {
    orderDb.cartLines = [{ diaHoraId: 21, quantity: 2 }];
    let saved: unknown;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/orderline/cart')) saved = request.clone().json();
    });
    signedInAs(memberFixture.uid);
    const store = makeStore();
    store.dispatch(addToCart(funcionalLunes));
    await expect(store.dispatch(startSession(firebaseUserOf(memberFixture)))).resolves.toBe(true);
    expect(store.getState().cart.orderId).toBe(100);
    // Each line with the places left the server read from the database.
    expect(store.getState().cart.items).toEqual([
      { ...funcionalLunes, quantity: 1, stock: 12 },
      { ...spinningMartesItem, quantity: 2, stock: 30 },
    ]);
    expect(await saved).toEqual({
      orderId: 100,
      lines: [
        { diaHoraId: 11, quantity: 1 },
        { diaHoraId: 21, quantity: 2 },
      ],
    });
    server.events.removeAllListeners();
  });

  it('does not save again when the server cart is what the member has', async () => {
    orderDb.cartLines = [{ diaHoraId: 11, quantity: 1 }];
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(new URL(request.url).pathname);
    });
    signedInAs(memberFixture.uid);
    const store = makeStore();
    await store.dispatch(startSession(firebaseUserOf(memberFixture)));
    expect(store.getState().cart.items).toEqual([{ ...funcionalLunes, quantity: 1, stock: 12 }]);
    expect(posts).not.toContain('/api/orderline/cart');
    server.events.removeAllListeners();
  });

  it('merges a signed-out cart into the server cart capped at the places left', async () => {
    // One place left: the server cart holds it, and the browser (an older cart) holds two.
    const lastPlace = { ...funcionalLunes, diaHoraId: 12, hour: '19:00' };
    orderDb.cartLines = [{ diaHoraId: 12, quantity: 1 }];
    signedInAs(memberFixture.uid);
    const store = makeStore();
    store.dispatch(addToCart(lastPlace));
    store.dispatch(addToCart(lastPlace));
    await store.dispatch(startSession(firebaseUserOf(memberFixture)));
    expect(store.getState().cart.items).toEqual([{ ...lastPlace, quantity: 1, stock: 1 }]);
    expect(orderDb.cartLines).toEqual([{ diaHoraId: 12, quantity: 1 }]);
  });

  // A code kept on the cart by another browser comes back; one deleted since is named and removed.
  it.each([
    ['valid', 'POWER10', { discountCode: 'POWER10', discountPercent: 10, staleDiscountCode: null }],
    [
      'no longer valid',
      'VIEJO',
      { discountCode: null, discountPercent: null, staleDiscountCode: 'VIEJO' },
    ],
  ])('restores the code kept on the cart (%s)', async (_case, kept, cart) => {
    orderDb.cartCode = kept;
    signedInAs(memberFixture.uid);
    const store = makeStore();
    await store.dispatch(startSession(firebaseUserOf(memberFixture)));
    expect(store.getState().cart).toMatchObject(cart);
    expect(orderDb.cartCode).toBe(cart.discountCode);
  });

  it('marks an admin', async () => {
    signedInAs(adminFixture.uid);
    const store = makeStore();
    await store.dispatch(startSession(firebaseUserOf(adminFixture)));
    expect(store.getState().auth).toMatchObject({ user: adminFixture, isAdmin: true });
  });

  it('creates the profile from the provider name and photo when there is none', async () => {
    let body: CreateUserBody | undefined;
    const created = { ...memberFixture, uid: 'social-uid', name: 'Ana', lastName: 'María Pérez' };
    server.use(
      http.post('*/api/user/isAdmin', () => HttpResponse.json(false)),
      http.post('*/api/user', async ({ request }) => {
        body = (await request.json()) as CreateUserBody;
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    signedInAs('social-uid');
    const store = makeStore();
    await store.dispatch(
      startSession({
        uid: 'social-uid',
        email: 'ana@gmail.com',
        emailVerified: true,
        displayName: 'Ana María Pérez',
        photoURL: 'https://lh3.example.com/ana.jpg',
      }),
    );
    expect(body).toEqual({
      name: 'Ana',
      lastName: 'María Pérez',
      image: 'https://lh3.example.com/ana.jpg',
    });
    expect(store.getState().auth).toMatchObject({ user: created, status: 'signedIn' });
  });

  it('asks again for the admin flag once a new profile exists', async () => {
    let isAdminCalls = 0;
    let exists = false;
    server.use(
      http.post('*/api/user/isAdmin', () => {
        isAdminCalls += 1;
        return exists
          ? HttpResponse.json(true)
          : HttpResponse.json({ error: 'No existe' }, { status: 404 });
      }),
      http.post('*/api/user', () => {
        exists = true;
        return HttpResponse.json(adminFixture, { status: 201 });
      }),
      http.get('*/api/user/:id', () => HttpResponse.json({ error: 'No existe' }, { status: 404 })),
    );
    const store = makeStore();
    await store.dispatch(startSession(firebaseUserOf(adminFixture)));
    expect(isAdminCalls).toBe(2);
    expect(store.getState().auth.isAdmin).toBe(true);
  });

  it("shows 'Algo salió mal, intenta nuevamente más tarde' with the error and 'Aceptar'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    refuse('post', '*/api/user/isAdmin', 500, 'Error interno del servidor');
    const store = makeStore();
    await expect(store.dispatch(startSession(firebaseUserOf(memberFixture)))).resolves.toBe(false);
    expect(store.getState().auth).toMatchObject({ user: null, loading: false, status: 'failed' });
    expect(showAlert).toHaveBeenCalledWith({
      icon: 'error',
      title: SESSION_ERROR_TITLE,
      text: 'Error interno del servidor',
      confirmButtonText: 'Aceptar',
    });
    expect(SESSION_ERROR_TITLE).toBe('Algo salió mal, intenta nuevamente más tarde');
  });
});

describe('sign-in calls', () => {
  it('signs in with e-mail and password, then runs the sequence', async () => {
    vi.mocked(signInWithEmail).mockImplementation(async () => {
      signedInAs(memberFixture.uid);
      return firebaseUserOf(memberFixture);
    });
    const store = makeStore();
    await store.dispatch(signInWithPassword({ email: 'ana@example.com', password: 'secreta1!' }));
    expect(signInWithEmail).toHaveBeenCalledWith('ana@example.com', 'secreta1!');
    expect(store.getState().auth).toMatchObject({ user: memberFixture, status: 'signedIn' });
  });

  it('rejects wrong credentials and returns to signed out', async () => {
    vi.mocked(signInWithEmail).mockRejectedValue(new Error('auth/invalid-credential'));
    const store = makeStore();
    await expect(
      store.dispatch(signInWithPassword({ email: 'ana@example.com', password: 'mala' })),
    ).rejects.toThrow('auth/invalid-credential');
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it.each(['google', 'github'] as const)('signs in with the %s pop-up', async (provider) => {
    vi.mocked(signInWithSocialPopup).mockImplementation(async () => {
      signedInAs(memberFixture.uid);
      return { user: firebaseUserOf(memberFixture), isNewUser: false };
    });
    const store = makeStore();
    await store.dispatch(signInWithProvider(provider));
    expect(signInWithSocialPopup).toHaveBeenCalledWith(provider);
    expect(store.getState().auth.user).toEqual(memberFixture);
  });
});

describe('sign-out and the auth listener', () => {
  it('clears auth, cart and cached responses on sign-out', async () => {
    const store = makeStore(signedInState(memberFixture));
    store.dispatch(addToCart(funcionalLunes));
    store.dispatch(setCartOrder(100));
    await store.dispatch(signOut());
    expect(signOutFirebase).toHaveBeenCalled();
    expect(store.getState().auth).toMatchObject({
      user: null,
      firebaseUser: null,
      status: 'signedOut',
    });
    expect(store.getState().cart).toEqual(initialCartState);
  });

  it('ends a persisted session that Firebase no longer has', async () => {
    const store = makeStore(signedInState(memberFixture));
    await store.dispatch(syncAuthState(null, true));
    expect(store.getState().auth.user).toBeNull();
  });

  it('re-checks a persisted session on start', async () => {
    signedInAs(adminFixture.uid);
    const store = makeStore({ auth: { ...signedInState(adminFixture).auth, isAdmin: false } });
    await store.dispatch(syncAuthState(firebaseUserOf(adminFixture), true));
    expect(store.getState().auth.isAdmin).toBe(true);
  });

  it('stands aside while a sign-in call is in charge', async () => {
    const store = makeStore({
      auth: { ...signedInState(memberFixture).auth, user: null, status: 'authenticating' },
    });
    await store.dispatch(syncAuthState(firebaseUserOf(memberFixture), false));
    expect(store.getState().auth.status).toBe('authenticating');
  });
});
