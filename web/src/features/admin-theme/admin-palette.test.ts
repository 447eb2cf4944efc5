import { ADMIN_THEMES, type AdminThemeName } from '@ritual/contracts/themes';
import { describe, expect, it } from 'vitest';
import { type AdminPalette, paletteCssVariables, resolveAdminPalette } from './admin-palette';
import { contrastRatio, ensureContrast, mix, parseHex, readableOn, relativeLuminance } from './color-contrast';

const THEMES = Object.keys(ADMIN_THEMES) as AdminThemeName[];

/** [what, foreground, backgrounds, minimum ratio]: every pairing the stylesheet draws. */
function pairings(p: AdminPalette): Array<[string, string, string[], number]> {
  const surfaces = [p.card, p.background, p.sidebar];
  return [
    ['body text', p.text, surfaces, 4.5],
    ['secondary text', p.textSecondary, surfaces, 4.5],
    ['accent text and links', p.accent, surfaces, 4.5],
    ['header text', p.headerText, [p.header], 4.5],
    ['label on primary buttons and the active menu entry', p.onPrimary, [p.primary], 4.5],
    ['success text', p.success, [...surfaces, p.successSoft], 4.5],
    ['danger text', p.danger, [...surfaces, p.dangerSoft], 4.5],
    ['warning text', p.warning, [...surfaces, p.warningSoft], 4.5],
    ['label on success buttons', p.onSuccess, [p.success], 4.5],
    ['label on danger buttons', p.onDanger, [p.danger], 4.5],
    ['body text on the hover tint', p.text, [p.primarySoft], 4.5],
    ['focus ring', p.accent, surfaces, 3],
    ['input borders', p.controlBorder, [p.card, p.background], 3],
  ];
}

describe('admin palettes (WCAG AA in the three panel themes)', () => {
  for (const theme of THEMES) {
    const palette = resolveAdminPalette({ name: theme });
    it.each(pairings(palette))(
      `${theme}: %s reaches the minimum contrast`,
      (_what, foreground, backgrounds, minimum) => {
        for (const background of backgrounds) {
          expect(contrastRatio(foreground, background), `${foreground} on ${background}`).toBeGreaterThanOrEqual(
            minimum,
          );
        }
      },
    );
  }

  it('keeps the eight colour keys of spec §3 from the service file', () => {
    for (const theme of THEMES) {
      const palette = resolveAdminPalette({ name: theme });
      for (const [key, value] of Object.entries(ADMIN_THEMES[theme].colors)) {
        expect(palette[key as keyof AdminPalette]).toBe(value);
      }
    }
  });

  it.each([
    ['an unknown name', { name: 'neon' }, 'classico'],
    ['no config at all', null, 'classico'],
    ['the dark theme', { name: 'dark' }, 'dark'],
  ] as const)('resolves %s to %s', (_case, input, expected) => {
    expect(resolveAdminPalette(input).name).toBe(expected);
  });

  it('takes valid server colours over the file and ignores anything that is not a hex colour', () => {
    const palette = resolveAdminPalette({
      name: 'classico',
      colors: { header: '#123456', card: 'url(javascript:alert(1))', text: 'red' },
    });
    expect(palette.header).toBe('#123456');
    expect(palette.card).toBe(ADMIN_THEMES.classico.colors.card);
    expect(palette.text).toBe(ADMIN_THEMES.classico.colors.text);
  });

  it('marks dark backgrounds as a dark colour scheme for native controls', () => {
    expect(resolveAdminPalette({ name: 'dark' }).scheme).toBe('dark');
    expect(resolveAdminPalette({ name: 'minimal' }).scheme).toBe('light');
  });

  it('exposes the palette as --adm-* custom properties in kebab case', () => {
    const variables = paletteCssVariables(resolveAdminPalette({ name: 'classico' }));
    expect(variables['--adm-text-secondary']).toBe(ADMIN_THEMES.classico.colors.textSecondary);
    expect(variables['--adm-on-primary']).toBeDefined();
    expect(variables.colorScheme).toBe('light');
  });
});

describe('colour arithmetic', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#000000', '#ffffff', 21],
    ['#777777', '#ffffff', 4.48],
    ['#fff', '#fff', 1],
  ])('contrast of %s on %s is %s', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
  });

  it.each([
    ['#abc', [170, 187, 204]],
    ['#0a0B0c', [10, 11, 12]],
    ['nope', null],
    ['#12345', null],
  ])('parses %s', (hex, expected) => {
    expect(parseHex(hex)).toEqual(expected);
  });

  it('mixes colours like color-mix in sRGB', () => {
    expect(mix('#ffffff', '#000000', 0.5)).toBe('#808080');
    expect(mix('#ff0000', '#0000ff', 1)).toBe('#ff0000');
  });

  it('moves a colour towards white on dark backgrounds until it reaches the ratio', () => {
    const lifted = ensureContrast('#4f46e5', ['#1e293b'], 4.5);
    expect(contrastRatio(lifted, '#1e293b')).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(lifted)).toBeGreaterThan(relativeLuminance('#4f46e5'));
    expect(ensureContrast('#111111', ['#ffffff'], 4.5)).toBe('#111111');
  });

  it('picks the readable label colour', () => {
    expect(readableOn('#6d28d9')).toBe('#ffffff');
    expect(readableOn('#fcd34d')).toBe('#111111');
  });
});
