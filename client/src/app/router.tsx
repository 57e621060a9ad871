import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { PublicLayoutRoute } from './routes/public-layout';
import { RootRoute } from './routes/root';

export const routes: RouteObject[] = [
  {
    Component: RootRoute,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      {
        Component: PublicLayoutRoute,
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            ErrorBoundary: RouteError,
            lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
          },
          {
            path: paths.classDetail.path,
            ErrorBoundary: RouteError,
            lazy: async () => ({
              Component: (await import('./routes/class-detail')).ClassDetailRoute,
            }),
          },
          {
            path: paths.login.path,
            ErrorBoundary: RouteError,
            lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
          },
          {
            path: paths.register.path,
            ErrorBoundary: RouteError,
            lazy: async () => ({ Component: (await import('./routes/register')).RegisterRoute }),
          },
          {
            path: paths.checkout.path,
            ErrorBoundary: RouteError,
            lazy: async () => ({ Component: (await import('./routes/checkout')).CheckoutRoute }),
          },
          {
            path: paths.about.path,
            ErrorBoundary: RouteError,
            lazy: async () => ({ Component: (await import('./routes/about')).AboutRoute }),
          },
          {
            path: paths.recipe.path,
            ErrorBoundary: RouteError,
            lazy: async () => ({ Component: (await import('./routes/recipe')).RecipeRoute }),
          },
          {
            path: paths.reviews.path,
            ErrorBoundary: RouteError,
            lazy: async () => ({ Component: (await import('./routes/reviews')).ReviewsRoute }),
          },
          {
            path: '*',
            ErrorBoundary: RouteError,
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
        ],
      },
      {
        lazy: async () => ({
          Component: (await import('@/components/layouts/simple-layout')).SimpleLayout,
        }),
        ErrorBoundary: RouteError,
        children: [
          {
            path: paths.socioDashboard.path,
            ErrorBoundary: RouteError,
            lazy: async () => ({
              Component: (await import('./routes/socio-dashboard')).SocioDashboardRoute,
            }),
          },
          {
            path: paths.adminDashboard.path,
            ErrorBoundary: RouteError,
            lazy: async () => ({
              Component: (await import('./routes/admin-dashboard')).AdminDashboardRoute,
            }),
          },
          {
            path: paths.adminEdit.path,
            ErrorBoundary: RouteError,
            lazy: async () => ({ Component: (await import('./routes/admin-edit')).AdminEditRoute }),
          },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
