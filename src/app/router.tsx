import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorFallback } from './routes/route-error.tsx';

/** Each route module is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorFallback />,
    children: [
      {
        path: paths.home.path,
        lazy: () => import('./routes/home.tsx').then((m) => ({ Component: m.HomeRoute })),
      },
      {
        path: paths.results.path,
        lazy: () => import('./routes/results.tsx').then((m) => ({ Component: m.ResultsRoute })),
      },
      {
        path: paths.cabin.path,
        lazy: () => import('./routes/cabin.tsx').then((m) => ({ Component: m.CabinRoute })),
      },
      {
        path: paths.checkout.path,
        lazy: () => import('./routes/checkout.tsx').then((m) => ({ Component: m.CheckoutRoute })),
      },
      {
        path: paths.confirmation.path,
        lazy: () =>
          import('./routes/confirmation.tsx').then((m) => ({ Component: m.ConfirmationRoute })),
      },
      {
        path: paths.login.path,
        lazy: () => import('./routes/login.tsx').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: paths.register.path,
        lazy: () => import('./routes/register.tsx').then((m) => ({ Component: m.RegisterRoute })),
      },
      {
        path: paths.profile.path,
        lazy: () => import('./routes/profile.tsx').then((m) => ({ Component: m.ProfileRoute })),
      },
      {
        path: paths.myReservations.path,
        lazy: () =>
          import('./routes/my-reservations.tsx').then((m) => ({
            Component: m.MyReservationsRoute,
          })),
      },
      {
        path: paths.forgotPassword.path,
        lazy: () =>
          import('./routes/info-pages.tsx').then((m) => ({ Component: m.ForgotPasswordRoute })),
      },
      {
        path: paths.terms.path,
        lazy: () => import('./routes/info-pages.tsx').then((m) => ({ Component: m.TermsRoute })),
      },
      {
        path: paths.privacy.path,
        lazy: () => import('./routes/info-pages.tsx').then((m) => ({ Component: m.PrivacyRoute })),
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
