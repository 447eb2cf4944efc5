import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { adminPaths, paths } from '../../../app/paths';
import { TwoFactorGate } from '../../admin-account/components/two-factor-gate';
import { useAdminAuth } from '../../admin-auth/components/admin-auth-context';
import { ADMIN_TITLE } from '../../admin-common/components/admin-page';
import { LoadingState } from '../../admin-common/components/states';
import { ReviewCountBadge, ReviewCountProvider } from '../../admin-receipts/components/review-count';
import { ADMIN_NAV, isNavItemActive } from '../admin-nav';
import { preloadScreenOf } from '../admin-screens';

/** Header, sidebar (a drawer below 1024 px) and the current screen. */
export function AdminLayout() {
  const { session, signOut } = useAdminAuth();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const sidebar = useRef<HTMLElement>(null);
  const main = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }, []);

  // A new screen: close the drawer, start at the top and move focus to the content for screen readers.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    setMenuOpen(false);
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    sidebar.current?.querySelector<HTMLElement>('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, closeMenu]);

  const username = session.user?.username ?? '';

  const onSignOut = () => {
    setSigningOut(true);
    // The provider forgets the session whatever the server answers, which unmounts this layout.
    void signOut();
  };

  return (
    <ReviewCountProvider>
      <div className={`adm-shell${menuOpen ? ' adm-shell--menu-open' : ''}`}>
        <a className="adm-skip-link" href="#adm-conteudo">
          Pular para o conteúdo
        </a>
        <header className="adm-header">
          <button
            ref={menuButton}
            type="button"
            className="adm-header__menu"
            aria-expanded={menuOpen}
            aria-controls="adm-sidebar"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
            <span className="visually-hidden">Menu</span>
          </button>
          <p className="adm-header__title">
            <span aria-hidden="true">🔮 </span>
            {ADMIN_TITLE}
          </p>
          <div className="adm-header__user">
            <p className="adm-header__welcome">
              Bem-vindo, <strong>{username}</strong>
            </p>
            <Link
              to={adminPaths.account}
              className="adm-header__action adm-header__account"
              aria-current={pathname === adminPaths.account ? 'page' : undefined}
              onPointerEnter={() => void preloadScreenOf(adminPaths.account)}
              onFocus={() => void preloadScreenOf(adminPaths.account)}
            >
              <span aria-hidden="true">🛡️</span>
              <span className="adm-header__action-label">Minha conta</span>
            </Link>
            <a className="adm-header__action" href={paths.home} target="_blank" rel="noopener noreferrer">
              Ver Site <span className="visually-hidden">(abre em nova aba)</span>
              <span aria-hidden="true"> ↗</span>
            </a>
            <button
              type="button"
              className="adm-header__action adm-header__logout"
              onClick={onSignOut}
              disabled={signingOut}
            >
              {signingOut ? 'Saindo...' : 'Sair'}
            </button>
          </div>
        </header>
        <div className="adm-shell__body">
          <nav id="adm-sidebar" ref={sidebar} className="adm-sidebar" aria-label="Menu do painel">
            <ul className="adm-sidebar__list">
              {ADMIN_NAV.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className="adm-sidebar__link"
                    aria-current={isNavItemActive(item, pathname) ? 'page' : undefined}
                    // The screen's code is on its way before the click lands, so the screen opens without a fallback.
                    onPointerEnter={() => void preloadScreenOf(item.to)}
                    onFocus={() => void preloadScreenOf(item.to)}
                  >
                    <span className="adm-sidebar__icon" aria-hidden="true">
                      {item.icon}
                    </span>
                    {item.label}
                    {item.reviewBadge && <ReviewCountBadge />}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {menuOpen && <div className="adm-sidebar-backdrop" aria-hidden="true" onClick={() => closeMenu(true)} />}
          <main id="adm-conteudo" ref={main} tabIndex={-1} className="adm-main">
            <TwoFactorGate>
              <Suspense fallback={<LoadingState />}>
                <Outlet />
              </Suspense>
            </TwoFactorGate>
          </main>
        </div>
      </div>
    </ReviewCountProvider>
  );
}
