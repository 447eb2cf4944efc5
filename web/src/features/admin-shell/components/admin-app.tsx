import { lazy, useEffect, useMemo, useRef } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { adminPaths } from '../../../app/paths';
import { AdminAuthProvider } from '../../admin-auth/components/admin-auth-context';
import { LoginPage } from '../../admin-auth/components/login-page';
import { RequireAdmin } from '../../admin-auth/components/require-admin';
import { CLIENTES_PAGE_SIZE, clientesFilter } from '../../admin-clientes/clientes-first-page';
import { readAdminToken } from '../../admin-common/api/admin-session';
import { AdminFrame } from '../../admin-common/components/admin-frame';
import { ConfirmProvider } from '../../admin-common/components/confirm-dialog';
import { NoticeProvider } from '../../admin-common/components/notices';
import { LoadingState } from '../../admin-common/components/states';
import { discardPrefetchedOrderPage, prefetchFirstOrderPage } from '../../admin-common/order-page-prefetch';
import { paletteCssVariables } from '../../admin-theme/admin-palette';
import { AdminThemeProvider, useAdminTheme } from '../../admin-theme/admin-theme-context';
import { AdminLayout } from './admin-layout';
import '../../admin-common/admin.css';

// One chunk per screen, like the public pages: opening the panel downloads the shell and the current screen only.
// Keyed by the screen's path, so the current screen's chunk can be fetched before the screen renders.
const SCREENS = {
  [adminPaths.dashboard]: () =>
    import('../../admin-dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
  [adminPaths.rituals]: () =>
    import('../../admin-rituals/components/rituals-page').then((m) => ({ default: m.RitualsPage })),
  [adminPaths.newRitual]: () =>
    import('../../admin-rituals/components/ritual-editor-page').then((m) => ({ default: m.RitualEditorPage })),
  [adminPaths.editRitual]: () =>
    import('../../admin-rituals/components/ritual-editor-page').then((m) => ({ default: m.RitualEditorPage })),
  [adminPaths.clientes]: () =>
    import('../../admin-clientes/components/clientes-page').then((m) => ({ default: m.ClientesPage })),
  [adminPaths.receipts]: () =>
    import('../../admin-receipts/components/receipts-review-page').then((m) => ({ default: m.ReceiptsReviewPage })),
  [adminPaths.video]: () => import('../../admin-video/components/video-page').then((m) => ({ default: m.VideoPage })),
  [adminPaths.users]: () => import('../../admin-users/components/users-page').then((m) => ({ default: m.UsersPage })),
  [adminPaths.siteConfig]: () =>
    import('../../admin-site-config/components/site-config-page').then((m) => ({ default: m.SiteConfigPage })),
  [adminPaths.pix]: () =>
    import('../../admin-pix/components/pix-config-page').then((m) => ({ default: m.PixConfigPage })),
  [adminPaths.theme]: () =>
    import('../../admin-theme/components/theme-settings-page').then((m) => ({ default: m.ThemeSettingsPage })),
  [adminPaths.reports]: () =>
    import('../../admin-reports/components/reports-page').then((m) => ({ default: m.ReportsPage })),
};

const DashboardPage = lazy(SCREENS[adminPaths.dashboard]);
const RitualsPage = lazy(SCREENS[adminPaths.rituals]);
const RitualEditorPage = lazy(SCREENS[adminPaths.editRitual]);
const ClientesPage = lazy(SCREENS[adminPaths.clientes]);
const ReceiptsReviewPage = lazy(SCREENS[adminPaths.receipts]);
const VideoPage = lazy(SCREENS[adminPaths.video]);
const UsersPage = lazy(SCREENS[adminPaths.users]);
const SiteConfigPage = lazy(SCREENS[adminPaths.siteConfig]);
const PixConfigPage = lazy(SCREENS[adminPaths.pix]);
const ThemeSettingsPage = lazy(SCREENS[adminPaths.theme]);
const ReportsPage = lazy(SCREENS[adminPaths.reports]);

/** Starts downloading the chunk of the screen at `pathname` (the browser fetches a module once, lazy() reuses it). */
function preloadScreenOf(pathname: string): void {
  const screen = Object.entries(SCREENS).find(([pattern]) => matchPath(pattern, pathname));
  void screen?.[1]().catch(() => {
    // lazy() imports it again when the screen renders, and shows that failure.
  });
}

/** The first data request of the screens whose data is worth starting before the session check answers. */
const FIRST_QUERIES: Record<string, () => void> = {
  [adminPaths.clientes]: () => prefetchFirstOrderPage(clientesFilter('', ''), CLIENTES_PAGE_SIZE),
};

/**
 * On opening the panel with a stored token, starts the current screen's first query alongside the session check;
 * the screen takes it when it renders. Leaving that screen first (to another one, or to the login page when the
 * session is invalid) drops it, so a later visit never gets an old page.
 */
function usePrefetchedFirstQuery(pathname: string) {
  const opened = useRef(false);
  useEffect(() => {
    if (!opened.current && readAdminToken()) FIRST_QUERIES[pathname]?.();
    opened.current = true;
    return discardPrefetchedOrderPage;
  }, [pathname]);
}

/** A fresh editor per ritual (and for "novo"), so no state leaks from one to the next. */
function RitualEditorRoute() {
  const { id } = useParams();
  return <RitualEditorPage key={id ?? 'novo'} ritualId={id} />;
}

/** Paints the page behind the panel with the panel's background while the admin is mounted. */
function usePanelBackground(background: string) {
  useEffect(() => {
    const body = document.body;
    const previous = body.style.background;
    body.style.background = background;
    return () => {
      body.style.background = previous;
    };
  }, [background]);
  // The pre-paint style from web/index.html only bridges the first load; the public site must not inherit it.
  useEffect(() => () => document.getElementById('admin-prepaint')?.remove(), []);
}

function ThemedAdmin() {
  const { palette, ready } = useAdminTheme();
  const style = useMemo(() => paletteCssVariables(palette), [palette]);
  usePanelBackground(palette.background);
  return (
    <AdminFrame style={style} themeName={palette.name}>
      {ready ? (
        <NoticeProvider>
          <ConfirmProvider>
            <AdminRoutes />
          </ConfirmProvider>
        </NoticeProvider>
      ) : (
        <div className="adm-fullscreen-center">
          <LoadingState label="Carregando painel..." />
        </div>
      )}
    </AdminFrame>
  );
}

function AdminRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route
        element={
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        }
      >
        <Route index element={<DashboardPage />} />
        <Route path="rituais" element={<RitualsPage />} />
        <Route path="rituais/novo" element={<RitualEditorRoute />} />
        <Route path="rituais/:id/editar" element={<RitualEditorRoute />} />
        <Route path="clientes" element={<ClientesPage />} />
        <Route path="comprovantes" element={<ReceiptsReviewPage />} />
        <Route path="envio-video" element={<VideoPage />} />
        <Route path="usuarios" element={<UsersPage />} />
        <Route path="config-site" element={<SiteConfigPage />} />
        <Route path="pagamento" element={<PixConfigPage />} />
        <Route path="tema" element={<ThemeSettingsPage />} />
        <Route path="relatorios" element={<ReportsPage />} />
        <Route path="*" element={<Navigate to={adminPaths.dashboard} replace />} />
      </Route>
    </Routes>
  );
}

/** The whole admin area, mounted lazily by app-routes at `/admin/*`. */
export function AdminApp() {
  const { pathname } = useLocation();
  // The screen's chunk and the session check (AdminAuthProvider) load while the theme does, not one after the other.
  useEffect(() => preloadScreenOf(pathname), [pathname]);
  usePrefetchedFirstQuery(pathname);
  return (
    <AdminThemeProvider>
      <AdminAuthProvider>
        <ThemedAdmin />
      </AdminAuthProvider>
    </AdminThemeProvider>
  );
}
