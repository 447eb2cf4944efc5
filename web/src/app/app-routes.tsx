import { Suspense } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router-dom';
import { PageLoading } from '../features/site/components/page-loading';
import { PublicLayout } from '../features/site/components/public-layout';
import { lazyPage } from '../lib/lazy-page';
import { paths } from './paths';

// One chunk per page: the public site never downloads another page's (or the admin's) code up front.
const HomePage = lazyPage(() => import('../features/home/components/home-page').then((m) => m.HomePage));
const RitualOrderPage = lazyPage(() =>
  import('../features/ritual-order/components/ritual-order-page').then((m) => m.RitualOrderPage),
);
const PaymentPage = lazyPage(() => import('../features/payment/components/payment-page').then((m) => m.PaymentPage));
const ThankYouPage = lazyPage(() =>
  import('../features/thank-you/components/thank-you-page').then((m) => m.ThankYouPage),
);
const OrderPage = lazyPage(() => import('../features/order-page/components/order-page').then((m) => m.OrderPage));
const PrivacyPage = lazyPage(() => import('../features/privacy/components/privacy-page').then((m) => m.PrivacyPage));
// The whole admin area (its own providers, theme and routes) is one lazy import: nothing of it loads on the site.
const AdminApp = lazyPage(() => import('../features/admin-shell/components/admin-app').then((m) => m.AdminApp));

const PAGES: [pattern: string, preload: (path: string) => Promise<unknown>][] = [
  [paths.home, HomePage.preload],
  [paths.ritual, RitualOrderPage.preload],
  [paths.registration, RitualOrderPage.preload],
  [paths.payment, PaymentPage.preload],
  [paths.thankYou, ThankYouPage.preload],
  [paths.order, OrderPage.preload],
  [paths.privacy, PrivacyPage.preload],
  [
    `${paths.admin}/*`,
    (path) =>
      Promise.all([
        AdminApp.preload(),
        import('../features/admin-shell/admin-screens').then((m) => m.preloadScreenOf(path)),
        import('../features/admin-shell/first-queries').then((m) => m.startFirstQueries(path)),
      ]),
  ],
];

/**
 * Fetches the code of the page at `path` (and of its admin screen, with the panel's first data), so the first render
 * shows it, not a fallback.
 */
export function preloadPageOf(path: string): Promise<unknown> {
  const page = PAGES.find(([pattern]) => matchPath(pattern, path));
  return page ? page[1](path).catch(() => undefined) : Promise.resolve();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.ritual} element={<RitualOrderPage mode="payment" />} />
        <Route path={paths.registration} element={<RitualOrderPage mode="registration" />} />
        <Route path={paths.payment} element={<PaymentPage />} />
        <Route path={paths.thankYou} element={<ThankYouPage />} />
        <Route path={paths.order} element={<OrderPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
      </Route>

      <Route
        path={`${paths.admin}/*`}
        element={
          <Suspense fallback={<PageLoading />}>
            <AdminApp />
          </Suspense>
        }
      />

      <Route path="*" element={<Navigate to={paths.home} replace />} />
    </Routes>
  );
}
