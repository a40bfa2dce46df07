import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { RootLayout } from './root-layout.tsx';

/**
 * The route table (SPEC §2). Each route module is its own lazy chunk. Declarative routes, not a
 * data router: nothing here uses loaders or actions, and the data router's machinery would be ~17
 * KB gz more JavaScript before every first render.
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const HomeRoute = page(() => import('./routes/home.tsx'), 'HomeRoute');
const ResultsRoute = page(() => import('./routes/results.tsx'), 'ResultsRoute');
const CabinRoute = page(() => import('./routes/cabin.tsx'), 'CabinRoute');
const CheckoutRoute = page(() => import('./routes/checkout.tsx'), 'CheckoutRoute');
const ConfirmationRoute = page(() => import('./routes/confirmation.tsx'), 'ConfirmationRoute');
const LoginRoute = page(() => import('./routes/login.tsx'), 'LoginRoute');
const RegisterRoute = page(() => import('./routes/register.tsx'), 'RegisterRoute');
const ProfileRoute = page(() => import('./routes/profile.tsx'), 'ProfileRoute');
const MyReservationsRoute = page(
  () => import('./routes/my-reservations.tsx'),
  'MyReservationsRoute',
);
const ForgotPasswordRoute = page(() => import('./routes/info-pages.tsx'), 'ForgotPasswordRoute');
const TermsRoute = page(() => import('./routes/info-pages.tsx'), 'TermsRoute');
const PrivacyRoute = page(() => import('./routes/info-pages.tsx'), 'PrivacyRoute');
const NotFoundRoute = page(() => import('./routes/not-found.tsx'), 'NotFoundRoute');

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.home.path} element={<HomeRoute />} />
        <Route path={paths.results.path} element={<ResultsRoute />} />
        <Route path={paths.cabin.path} element={<CabinRoute />} />
        <Route path={paths.checkout.path} element={<CheckoutRoute />} />
        <Route path={paths.confirmation.path} element={<ConfirmationRoute />} />
        <Route path={paths.login.path} element={<LoginRoute />} />
        <Route path={paths.register.path} element={<RegisterRoute />} />
        <Route path={paths.profile.path} element={<ProfileRoute />} />
        <Route path={paths.myReservations.path} element={<MyReservationsRoute />} />
        <Route path={paths.forgotPassword.path} element={<ForgotPasswordRoute />} />
        <Route path={paths.terms.path} element={<TermsRoute />} />
        <Route path={paths.privacy.path} element={<PrivacyRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
