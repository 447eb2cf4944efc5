import { useEffect, useMemo, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { adminPaths } from '../../../app/paths';
import { discardEarly } from '../../../lib/early-request';
import { AdminAuthProvider } from '../../admin-auth/components/admin-auth-context';
import { LoginPage } from '../../admin-auth/components/login-page';
import { RequireAdmin } from '../../admin-auth/components/require-admin';
import { AdminFrame } from '../../admin-common/components/admin-frame';
import { ConfirmProvider } from '../../admin-common/components/confirm-dialog';
import { NoticeProvider } from '../../admin-common/components/notices';
import { LoadingState } from '../../admin-common/components/states';
import { paletteCssVariables } from '../../admin-theme/admin-palette';
import { AdminThemeProvider, useAdminTheme } from '../../admin-theme/admin-theme-context';
import {
  AccountPage,
  AuditLogPage,
  ClientesPage,
  DashboardPage,
  PixConfigPage,
  PrivacyRequestsPage,
  preloadScreenOf,
  ReceiptsReviewPage,
  ReportsPage,
  RitualEditorPage,
  RitualsPage,
  SiteConfigPage,
  ThemeSettingsPage,
  UsersPage,
  VideoPage,
  WhatsAppPage,
} from '../admin-screens';
import { startFirstQueries } from '../first-queries';
import { AdminLayout } from './admin-layout';
import '../../admin-common/admin.css';

/**
 * The panel's first requests, started by the page entry before the first render (or here, when the panel opens
 * from a link inside the app). Leaving the screen they were for (to another one, or to the login page when the
 * session is invalid) drops the answers nobody took, so a later visit never gets an old page.
 */
function useFirstQueries(pathname: string) {
  useState(() => startFirstQueries(pathname));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what makes the unclaimed answers old.
  useEffect(() => discardEarly, [pathname]);
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
        <Route path="whatsapp" element={<WhatsAppPage />} />
        <Route path="usuarios" element={<UsersPage />} />
        <Route path="config-site" element={<SiteConfigPage />} />
        <Route path="pagamento" element={<PixConfigPage />} />
        <Route path="tema" element={<ThemeSettingsPage />} />
        <Route path="relatorios" element={<ReportsPage />} />
        <Route path="privacidade" element={<PrivacyRequestsPage />} />
        <Route path="auditoria" element={<AuditLogPage />} />
        <Route path="conta" element={<AccountPage />} />
        <Route path="*" element={<Navigate to={adminPaths.dashboard} replace />} />
      </Route>
    </Routes>
  );
}

/** The whole admin area, mounted lazily by app-routes at `/admin/*`. */
export function AdminApp() {
  const { pathname } = useLocation();
  // The screen's chunk and the session check (AdminAuthProvider) load while the theme does, not one after the other.
  useEffect(() => {
    void preloadScreenOf(pathname);
  }, [pathname]);
  useFirstQueries(pathname);
  return (
    <AdminThemeProvider>
      <AdminAuthProvider>
        <ThemedAdmin />
      </AdminAuthProvider>
    </AdminThemeProvider>
  );
}
