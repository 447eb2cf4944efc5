import { ADMIN_THEMES, DASHBOARD_STYLES, SITE_THEMES } from '@ritual/contracts/themes';
import { describe, expect, it } from 'vitest';
import { applySiteTheme, resolveSiteTheme } from './site-theme';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16) / 255);
  const [r, g, b] = channels.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const hexStops = (gradient: string) => gradient.match(/#[0-9a-f]{6}/gi) ?? [];

describe('site themes', () => {
  it('has the five themes of the spec', () => {
    expect(Object.keys(SITE_THEMES).sort()).toEqual(['apple', 'liquidglass', 'luxo', 'mistico', 'moderno']);
  });

  describe.each(Object.entries(SITE_THEMES))('%s', (_name, theme) => {
    const c = theme.colors as Record<string, string>;

    it.each(['background', 'surface', 'surfaceAlt'])('keeps text, muted text and accent at AA (4.5:1) on %s', (bg) => {
      for (const fg of ['text', 'textMuted', 'accent']) {
        expect(contrast(c[fg]!, c[bg]!), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
    });

    it('keeps status colours readable on surfaces and the primary label readable on primary', () => {
      for (const fg of ['success', 'danger', 'warning']) {
        expect(contrast(c[fg]!, c.surface!), `${fg} on surface`).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(c.onPrimary!, c.primary!)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.background!, c.success!), 'success button label').toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.focus!, c.background!), 'focus ring').toBeGreaterThanOrEqual(3);
    });

    it('keeps white text at AA on every stop of the hero gradient and text at AA on the page gradient', () => {
      expect(hexStops(theme.gradients.hero).length).toBeGreaterThan(0);
      for (const stop of hexStops(theme.gradients.hero)) expect(contrast('#ffffff', stop)).toBeGreaterThanOrEqual(4.5);
      for (const stop of hexStops(theme.gradients.page ?? '')) {
        expect(contrast(c.text!, stop)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(c.textMuted!, stop)).toBeGreaterThanOrEqual(4.5);
      }
    });
  });

  it('makes every theme visibly different (distinct backgrounds, primaries and hero gradients)', () => {
    const themes = Object.values(SITE_THEMES);
    for (const key of ['background', 'primary'] as const) {
      expect(new Set(themes.map((theme) => theme.colors[key])).size).toBe(themes.length);
    }
    expect(new Set(themes.map((theme) => theme.gradients.hero)).size).toBe(themes.length);
  });

  it('has the three admin themes with the spec colour keys, and the three dashboard styles', () => {
    expect(Object.keys(ADMIN_THEMES).sort()).toEqual(['classico', 'dark', 'minimal']);
    for (const theme of Object.values(ADMIN_THEMES)) {
      expect(Object.keys(theme.colors).sort()).toEqual(
        ['background', 'border', 'card', 'header', 'primary', 'sidebar', 'text', 'textSecondary'].sort(),
      );
      expect(contrast(theme.colors.text, theme.colors.card)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.colors.textSecondary, theme.colors.background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(DASHBOARD_STYLES).toEqual(['cards', 'modern', 'analytics']);
  });
});

describe('applySiteTheme', () => {
  it('when given the server theme, sets each colour as --color-<key> and the hero gradient as --gradient-hero', () => {
    const root = document.createElement('div');
    const theme = resolveSiteTheme({
      theme_name: 'luxo',
      theme: { colors: { primary: '#d4af37' }, gradients: { hero: 'linear-gradient(#000, #111)' } },
    });

    applySiteTheme(theme, root);

    expect(root.style.getPropertyValue('--color-primary')).toBe('#d4af37');
    expect(root.style.getPropertyValue('--gradient-hero')).toBe('linear-gradient(#000, #111)');
    expect(root.dataset.theme).toBe('luxo');
  });

  it('when there is no server theme, falls back to the místico palette', () => {
    const theme = resolveSiteTheme(null);

    expect(theme.name).toBe('mistico');
    expect(theme.colors).toEqual(SITE_THEMES.mistico.colors);
    expect(theme.gradients.hero).toBe(SITE_THEMES.mistico.gradients.hero);
  });
});
