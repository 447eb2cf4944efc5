import { adminPaths } from '../../app/paths';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: string;
  /** Only the exact path is active (the dashboard, which every other path starts with). */
  end?: boolean;
  /** Shows how many receipts wait for review beside the label. */
  reviewBadge?: boolean;
}

/**
 * The sidebar of spec §2, in its order, with the review queue of issue 10 after Clientes, WhatsApp (issue 35) after
 * Envio de Vídeo, Auditoria (issue 37) after Privacidade and Minha conta (issue 36) last.
 */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: adminPaths.dashboard, label: 'Dashboard', icon: '📊', end: true },
  { to: adminPaths.rituals, label: 'Rituais', icon: '🕯️' },
  { to: adminPaths.clientes, label: 'Clientes', icon: '👥' },
  { to: adminPaths.receipts, label: 'Comprovantes', icon: '🧾', reviewBadge: true },
  { to: adminPaths.video, label: 'Envio de Vídeo', icon: '🎬' },
  { to: adminPaths.whatsapp, label: 'WhatsApp', icon: '💬' },
  { to: adminPaths.users, label: 'Usuários', icon: '👤' },
  { to: adminPaths.siteConfig, label: 'Config do Site', icon: '⚙️' },
  { to: adminPaths.pix, label: 'Config PIX', icon: '💳' },
  { to: adminPaths.theme, label: 'Visual do Site', icon: '🎨' },
  { to: adminPaths.reports, label: 'Relatórios', icon: '📈' },
  { to: adminPaths.privacy, label: 'Privacidade', icon: '🔒' },
  { to: adminPaths.audit, label: 'Auditoria', icon: '📜' },
  { to: adminPaths.account, label: 'Minha conta', icon: '🛡️' },
];

/**
 * The highlighted entry (spec §2): the exact path, or any path below it (the editor is under Rituais). A plain
 * Link with aria-current instead of NavLink keeps NavLink out of the shared bundle the public pages load.
 */
export function isNavItemActive(item: AdminNavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return item.end ? path === item.to : path === item.to || path.startsWith(`${item.to}/`);
}
