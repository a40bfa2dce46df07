import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { RootLayout } from './root-layout.tsx';

/** A page in its own chunk, drawn without suspending once its code is here (see preloadPage). */
type LazyPage = LazyExoticComponent<ComponentType> & { preload(): Promise<void> };

/**
 * The route table (SPEC §2). Each route module is its own lazy chunk. Declarative routes, not a
 * data router: nothing here uses loaders or actions, and the data router's machinery would be ~17
 * KB gz more JavaScript before every first render.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  let loaded: { default: ComponentType } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = { default: module[name] };
    });
  // React reads a thenable that calls back at once as already resolved: no suspending.
  const ready = (module: { default: ComponentType }) =>
    ({ then: (resolve: (value: typeof module) => void) => resolve(module) }) as unknown as Promise<
      typeof module
    >;
  const Page = lazy(() => (loaded ? ready(loaded) : preload().then(() => loaded!)));
  return Object.assign(Page, { preload });
}

const ROUTES: Array<{ path: string; Page: LazyPage }> = [
  { path: paths.home.path, Page: page(() => import('./routes/home.tsx'), 'HomeRoute') },
  { path: paths.results.path, Page: page(() => import('./routes/results.tsx'), 'ResultsRoute') },
  { path: paths.cabin.path, Page: page(() => import('./routes/cabin.tsx'), 'CabinRoute') },
  {
    path: paths.checkout.path,
    Page: page(() => import('./routes/checkout.tsx'), 'CheckoutRoute'),
  },
  {
    path: paths.confirmation.path,
    Page: page(() => import('./routes/confirmation.tsx'), 'ConfirmationRoute'),
  },
  { path: paths.login.path, Page: page(() => import('./routes/login.tsx'), 'LoginRoute') },
  { path: paths.register.path, Page: page(() => import('./routes/register.tsx'), 'RegisterRoute') },
  { path: paths.profile.path, Page: page(() => import('./routes/profile.tsx'), 'ProfileRoute') },
  {
    path: paths.myReservations.path,
    Page: page(() => import('./routes/my-reservations.tsx'), 'MyReservationsRoute'),
  },
  { path: paths.trip.path, Page: page(() => import('./routes/trip.tsx'), 'TripRoute') },
  {
    path: paths.favorites.path,
    Page: page(() => import('./routes/favorites.tsx'), 'FavoritesRoute'),
  },
  {
    path: paths.forgotPassword.path,
    Page: page(() => import('./routes/password-reset.tsx'), 'ForgotPasswordRoute'),
  },
  {
    path: paths.resetPassword.path,
    Page: page(() => import('./routes/password-reset.tsx'), 'ResetPasswordRoute'),
  },
  {
    path: paths.host.path,
    Page: page(() => import('./routes/host/dashboard.tsx'), 'HostDashboardRoute'),
  },
  {
    path: paths.hostCabin.path,
    // The editor's own chunk loads from the host module (see HostCabinEditorRoute).
    Page: page(() => import('./routes/host/dashboard.tsx'), 'HostCabinEditorRoute'),
  },
  {
    path: paths.hostReservations.path,
    Page: page(() => import('./routes/host/dashboard.tsx'), 'HostReservationsRoute'),
  },
  {
    path: paths.hostOnboard.path,
    Page: page(() => import('./routes/host/onboard.tsx'), 'HostOnboardRoute'),
  },
  {
    path: paths.destination.path,
    Page: page(() => import('./routes/destination.tsx'), 'DestinationRoute'),
  },
  { path: paths.terms.path, Page: page(() => import('./routes/info-pages.tsx'), 'TermsRoute') },
  {
    path: paths.privacy.path,
    Page: page(() => import('./routes/info-pages.tsx'), 'PrivacyRoute'),
  },
];
const NotFoundPage = page(() => import('./routes/not-found.tsx'), 'NotFoundRoute');

/**
 * Loads the code of the page at `pathname`. Hydrating a server-drawn page with its code already
 * here draws it in one pass: otherwise an update arriving meanwhile (the query cache restoring
 * itself) would throw the server's HTML away for a spinner.
 */
export function preloadPage(pathname: string): Promise<void> {
  const route = ROUTES.find(({ path }) => matchPath(path, pathname));
  return (route?.Page ?? NotFoundPage).preload();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {ROUTES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
