import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { routes } from '@/app/router';
import { theme } from '@/config/theme';
import { makeStore, type AppStore, type RootState } from '@/stores/store';
import { firebaseState } from './mocks/firebase';
import { memberFixture, signedInState } from './mocks/fixtures';

interface ProviderOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
}

function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Provider store={store}>{children}</Provider>
    </ThemeProvider>
  );
}

function renderRouter(routeObjects: RouteObject[], options: ProviderOptions) {
  const {
    preloadedState,
    store = makeStore(preloadedState),
    route = '/',
    ...renderOptions
  } = options;
  const router = createMemoryRouter(routeObjects, { initialEntries: [route] });
  return {
    store,
    router,
    user: userEvent.setup({ delay: null }),
    ...render(
      <Providers store={store}>
        <RouterProvider router={router} />
      </Providers>,
      renderOptions,
    ),
  };
}

/** Renders one element at `route` inside the store, theme and a memory router. */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  return renderRouter([{ path: '*', element: ui }], options);
}

/** Renders the whole route tree at `route`. */
export function renderApp(options: ProviderOptions = {}) {
  return renderRouter(routes, options);
}

/** Renders the whole route tree at `route`, signed in as the member fixture. */
export function renderAppAsMember(route: string) {
  firebaseState.currentUid = memberFixture.uid;
  return renderApp({ route, preloadedState: signedInState(memberFixture) });
}

export * from '@testing-library/react';
