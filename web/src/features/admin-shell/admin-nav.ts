import { adminPaths } from '../../app/paths';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: string;
  /** Only the exact path is active (the dashboard, which every other path starts with). */
  end?: boolean;
}

/** The sidebar of spec §2, in its order. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: adminPaths.dashboard, label: 'Dashboard', icon: '📊', end: true },
  { to: adminPaths.rituals, label: 'Rituais', icon: '🕯️' },
  { to: adminPaths.clientes, label: 'Clientes', icon: '👥' },
  { to: adminPaths.video, label: 'Envio de Vídeo', icon: '🎬' },
  { to: adminPaths.users, label: 'Usuários', icon: '👤' },
  { to: adminPaths.siteConfig, label: 'Config do Site', icon: '⚙️' },
  { to: adminPaths.pix, label: 'Config PIX', icon: '💳' },
  { to: adminPaths.theme, label: 'Visual do Site', icon: '🎨' },
  { to: adminPaths.reports, label: 'Relatórios', icon: '📈' },
];
