import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from './page-loading';
import { SiteProvider } from './site-context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PublicLayout() {
  return (
    <SiteProvider>
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <SiteHeader />
      <main id="conteudo" tabIndex={-1} className="site-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </SiteProvider>
  );
}
