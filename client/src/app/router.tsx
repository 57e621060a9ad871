import { useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { PublicLayoutRoute } from './routes/public-layout';
import { RootRoute } from './routes/root';

/** A route whose component loads with a chunk of its own on first visit; RouteError shows failures. */
function lazyPage(load: () => Promise<ComponentType>) {
  return { ErrorBoundary: RouteError, lazy: async () => ({ Component: await load() }) };
}

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
            ...lazyPage(async () => (await import('./routes/home')).HomeRoute),
          },
          {
            path: paths.classDetail.path,
            ...lazyPage(async () => (await import('./routes/class-detail')).ClassDetailRoute),
          },
          {
            path: paths.login.path,
            ...lazyPage(async () => (await import('./routes/login')).LoginRoute),
          },
          {
            path: paths.register.path,
            ...lazyPage(async () => (await import('./routes/register')).RegisterRoute),
          },
          {
            path: paths.checkout.path,
            ...lazyPage(async () => (await import('./routes/checkout')).CheckoutRoute),
          },
          {
            path: paths.about.path,
            ...lazyPage(async () => (await import('./routes/about')).AboutRoute),
          },
          {
            path: paths.recipe.path,
            ...lazyPage(async () => (await import('./routes/recipe')).RecipeRoute),
          },
          {
            path: paths.reviews.path,
            ...lazyPage(async () => (await import('./routes/reviews')).ReviewsRoute),
          },
          {
            path: paths.timetable.path,
            ...lazyPage(async () => (await import('./routes/timetable')).TimetableRoute),
          },
          {
            path: paths.arrepentimiento.path,
            ...lazyPage(
              async () => (await import('./routes/arrepentimiento')).ArrepentimientoRoute,
            ),
          },
          {
            path: paths.baja.path,
            ...lazyPage(async () => (await import('./routes/baja')).BajaRoute),
          },
          {
            path: paths.legalRequestConfirm.path,
            ...lazyPage(
              async () => (await import('./routes/confirm-legal-request')).ConfirmLegalRequestRoute,
            ),
          },
          {
            path: '*',
            ...lazyPage(async () => (await import('./routes/not-found')).NotFoundRoute),
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
            ...lazyPage(async () => (await import('./routes/socio-dashboard')).SocioDashboardRoute),
          },
          {
            path: paths.adminDashboard.path,
            ...lazyPage(async () => (await import('./routes/admin-dashboard')).AdminDashboardRoute),
          },
          {
            path: paths.recepcion.path,
            ...lazyPage(async () => (await import('./routes/recepcion')).RecepcionRoute),
          },
          {
            path: paths.profesor.path,
            ...lazyPage(async () => (await import('./routes/profesor')).ProfesorRoute),
          },
          {
            path: paths.adminEdit.path,
            ...lazyPage(async () => (await import('./routes/admin-edit')).AdminEditRoute),
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
