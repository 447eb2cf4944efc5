import { type RefObject, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from './page-loading';
import { SiteProvider } from './site-context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** On a new page, start at the top and move focus to the content so screen readers announce the change. */
function useResetOnPageChange(main: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (hash) return;
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname, hash, main]);
}

export function PublicLayout() {
  const main = useRef<HTMLElement>(null);
  useResetOnPageChange(main);
  return (
    <SiteProvider>
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <SiteHeader />
      <main id="conteudo" ref={main} tabIndex={-1} className="site-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </SiteProvider>
  );
}
