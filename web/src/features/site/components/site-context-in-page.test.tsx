import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred, mockApi } from '../../../test/mock-api';
import { HomeHero } from '../../home/components/home-hero';
import { SITE_CONFIG_DATA_ID, SiteProvider } from './site-context';

function embedSiteConfig(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SITE_CONFIG_DATA_ID;
  script.textContent = text;
  document.head.append(script);
}

function renderHero() {
  render(
    <MemoryRouter>
      <SiteProvider>
        <HomeHero />
      </SiteProvider>
    </MemoryRouter>,
  );
}

afterEach(() => document.getElementById(SITE_CONFIG_DATA_ID)?.remove());

describe('SiteProvider with the site texts the server put in the page', () => {
  it("renders the store's name and description at once, before the request answers", () => {
    const pending = deferred<unknown>();
    mockApi({ 'GET /api/site-config': () => pending.promise, 'GET /api/theme-config': () => pending.promise });
    embedSiteConfig(JSON.stringify({ site_name: 'Casa das Velas', site_description: 'Velas feitas à mão' }));

    renderHero();

    expect(screen.getByText('Casa das Velas')).toBeInTheDocument();
    expect(screen.getByText('Velas feitas à mão')).toBeInTheDocument();
  });

  it('without readable texts in the page, renders the defaults until the request answers', () => {
    const pending = deferred<unknown>();
    mockApi({ 'GET /api/site-config': () => pending.promise, 'GET /api/theme-config': () => pending.promise });
    embedSiteConfig('{não é JSON');

    renderHero();

    expect(screen.getByText(/Amor, prosperidade, proteção/)).toBeInTheDocument();
  });
});
