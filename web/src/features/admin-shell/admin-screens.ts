import { matchPath } from 'react-router-dom';
import { adminPaths } from '../../app/paths';
import { lazyPage } from '../../lib/lazy-page';

// One chunk per screen, like the public pages: opening the panel downloads the shell and the current screen only.
// screen-modules.json names the same modules by route, for the build (admin-screens.test.ts holds the two together).
export const DashboardPage = lazyPage(() =>
  import('../admin-dashboard/components/dashboard-page').then((m) => m.DashboardPage),
);
export const RitualsPage = lazyPage(() =>
  import('../admin-rituals/components/rituals-page').then((m) => m.RitualsPage),
);
export const RitualEditorPage = lazyPage(() =>
  import('../admin-rituals/components/ritual-editor-page').then((m) => m.RitualEditorPage),
);
export const ClientesPage = lazyPage(() =>
  import('../admin-clientes/components/clientes-page').then((m) => m.ClientesPage),
);
export const ReceiptsReviewPage = lazyPage(() =>
  import('../admin-receipts/components/receipts-review-page').then((m) => m.ReceiptsReviewPage),
);
export const VideoPage = lazyPage(() => import('../admin-video/components/video-page').then((m) => m.VideoPage));
export const WhatsAppPage = lazyPage(() =>
  import('../admin-whatsapp/components/whatsapp-page').then((m) => m.WhatsAppPage),
);
export const UsersPage = lazyPage(() => import('../admin-users/components/users-page').then((m) => m.UsersPage));
export const SiteConfigPage = lazyPage(() =>
  import('../admin-site-config/components/site-config-page').then((m) => m.SiteConfigPage),
);
export const PixConfigPage = lazyPage(() =>
  import('../admin-pix/components/pix-config-page').then((m) => m.PixConfigPage),
);
export const ThemeSettingsPage = lazyPage(() =>
  import('../admin-theme/components/theme-settings-page').then((m) => m.ThemeSettingsPage),
);
export const ReportsPage = lazyPage(() =>
  import('../admin-reports/components/reports-page').then((m) => m.ReportsPage),
);
export const PrivacyRequestsPage = lazyPage(() =>
  import('../admin-privacy/components/privacy-requests-page').then((m) => m.PrivacyRequestsPage),
);
export const AuditLogPage = lazyPage(() =>
  import('../admin-audit/components/audit-log-page').then((m) => m.AuditLogPage),
);
export const AccountPage = lazyPage(() =>
  import('../admin-account/components/account-page').then((m) => m.AccountPage),
);

const SCREENS: [pattern: string, screen: { preload: () => Promise<unknown> }][] = [
  [adminPaths.dashboard, DashboardPage],
  [adminPaths.rituals, RitualsPage],
  [adminPaths.newRitual, RitualEditorPage],
  [adminPaths.editRitual, RitualEditorPage],
  [adminPaths.clientes, ClientesPage],
  [adminPaths.receipts, ReceiptsReviewPage],
  [adminPaths.video, VideoPage],
  [adminPaths.whatsapp, WhatsAppPage],
  [adminPaths.users, UsersPage],
  [adminPaths.siteConfig, SiteConfigPage],
  [adminPaths.pix, PixConfigPage],
  [adminPaths.theme, ThemeSettingsPage],
  [adminPaths.reports, ReportsPage],
  [adminPaths.privacy, PrivacyRequestsPage],
  [adminPaths.audit, AuditLogPage],
  [adminPaths.account, AccountPage],
];

/**
 * Fetches the chunk of the screen at `pathname` (the page entry before the first render, a menu link when pointed
 * at), so the screen renders without a loading fallback. A failure is left to the screen's render, which shows it.
 */
export function preloadScreenOf(pathname: string): Promise<unknown> {
  const screen = SCREENS.find(([pattern]) => matchPath(pattern, pathname));
  return screen ? screen[1].preload().catch(() => undefined) : Promise.resolve();
}
