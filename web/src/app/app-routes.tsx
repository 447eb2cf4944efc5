import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageLoading } from '../features/site/components/page-loading';
import { PublicLayout } from '../features/site/components/public-layout';
import { paths } from './paths';

// One chunk per page: the public site never downloads another page's (or the admin's) code up front.
const HomePage = lazy(() => import('../features/home/components/home-page').then((m) => ({ default: m.HomePage })));
const RitualOrderPage = lazy(() =>
  import('../features/ritual-order/components/ritual-order-page').then((m) => ({ default: m.RitualOrderPage })),
);
const PaymentPage = lazy(() =>
  import('../features/payment/components/payment-page').then((m) => ({ default: m.PaymentPage })),
);
const ThankYouPage = lazy(() =>
  import('../features/thank-you/components/thank-you-page').then((m) => ({ default: m.ThankYouPage })),
);
// The whole admin area (its own providers, theme and routes) is one lazy import: nothing of it loads on the site.
const AdminApp = lazy(() =>
  import('../features/admin-shell/components/admin-app').then((m) => ({ default: m.AdminApp })),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.ritual} element={<RitualOrderPage mode="payment" />} />
        <Route path={paths.registration} element={<RitualOrderPage mode="registration" />} />
        <Route path={paths.payment} element={<PaymentPage />} />
        <Route path={paths.thankYou} element={<ThankYouPage />} />
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
