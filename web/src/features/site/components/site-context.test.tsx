import { SITE_THEMES } from '@ritual/contracts/themes';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { SiteProvider } from './site-context';
import { SiteFooter } from './site-footer';
import { socialLinks } from './social-links';

function renderFooter() {
  render(
    <MemoryRouter>
      <SiteProvider>
        <SiteFooter />
      </SiteProvider>
    </MemoryRouter>,
  );
}

describe('SiteProvider', () => {
  it('when the theme config loads, applies its colours and remembers them for the next visit', async () => {
    mockApi({
      'GET /api/theme-config': { theme_name: 'moderno', theme: SITE_THEMES.moderno },
      'GET /api/site-config': {},
    });

    renderFooter();

    await vi.waitFor(() => expect(document.documentElement.dataset.theme).toBe('moderno'));
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe(SITE_THEMES.moderno.colors.primary);
    expect(localStorage.getItem('ritual:site-theme')).toContain('moderno');
  });

  it('when the site config loads, uses browser_title as the document title and shows footer texts and social links', async () => {
    mockApi({
      'GET /api/theme-config': jsonResponse(500, {}),
      'GET /api/site-config': {
        site_name: 'Templo Místico',
        browser_title: 'Templo Místico | Rituais',
        footer_text: '© 2025 Templo Místico. Todos os direitos reservados.',
        social_instagram: '@templo',
      },
    });

    renderFooter();

    expect(await screen.findByText('© 2025 Templo Místico. Todos os direitos reservados.')).toBeInTheDocument();
    expect(document.title).toBe('Templo Místico | Rituais');
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/templo');
  });

  it('when both configs fail, renders silently without them', async () => {
    mockApi({ 'GET /api/theme-config': jsonResponse(500, {}), 'GET /api/site-config': jsonResponse(500, {}) });

    renderFooter();

    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('socialLinks', () => {
  it('keeps full addresses and turns handles into profile links', () => {
    expect(
      socialLinks({
        social_instagram: 'https://instagram.com/abc',
        social_facebook: 'minhapagina',
        social_tiktok: '@ritual',
      }),
    ).toEqual([
      { label: 'Instagram', href: 'https://instagram.com/abc' },
      { label: 'Facebook', href: 'https://facebook.com/minhapagina' },
      { label: 'TikTok', href: 'https://www.tiktok.com/@ritual' },
    ]);
  });
});
