/** WCAG 2.x colour arithmetic on #rrggbb / #rgb values. */

export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const value = hex.trim().replace(/^#/, '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((offset) => Number.parseInt(full.slice(offset, offset + 2), 16)) as Rgb;
}

export const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

export function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `weight` of `a` mixed into `b` (0 = all b, 1 = all a), like CSS color-mix in sRGB. */
export function mix(a: string, b: string, weight: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return a;
  return toHex([0, 1, 2].map((i) => ca[i]! * weight + cb[i]! * (1 - weight)) as Rgb);
}

export const isDark = (hex: string) => relativeLuminance(hex) < 0.2;

/**
 * `color` when it reaches `ratio` against every background; otherwise the closest step of it towards white
 * (dark backgrounds) or black (light ones) that does.
 */
export function ensureContrast(color: string, backgrounds: readonly string[], ratio: number): string {
  const towards = isDark(backgrounds[0] ?? '#ffffff') ? '#ffffff' : '#000000';
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(towards, color, step / 20);
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= ratio)) return candidate;
  }
  return towards;
}

/** White or near-black, whichever reads better on `background`. */
export function readableOn(background: string, dark = '#111111'): string {
  return contrastRatio('#ffffff', background) >= contrastRatio(dark, background) ? '#ffffff' : dark;
}
