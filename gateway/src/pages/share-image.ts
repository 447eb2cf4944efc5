import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';
import sharp, { type OverlayOptions } from 'sharp';

/** The size WhatsApp, Facebook and X show large (1.91:1). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
const MARGIN = 80;
const TEXT_WIDTH = SHARE_IMAGE_WIDTH - 2 * MARGIN;
/**
 * DejaVu Sans (Debian's fonts-dejavu-core, found through fontconfig by sharp's Pango): it has every Portuguese
 * letter (ã, ç, ê, õ…), is installed wherever a Debian image carries fonts at all, and is read as a system font, so
 * no font file ships with the code. Pango falls back to any other sans-serif font when it is missing.
 */
const FONT = 'DejaVu Sans';
/** The default theme's hero, for a theme without one. */
const FALLBACK_GRADIENT = 'linear-gradient(135deg, #2d1457 0%, #4b1d7d 50%, #1b0f3b 100%)';

export interface ShareImageText {
  /** Drawn large, wrapped to at most three lines and shrunk to fit. */
  title: string;
  /** One line under the title (the price). */
  subtitle?: string;
  /** Small, at the bottom (the store's name). */
  footer?: string;
  /** The theme's hero gradient, CSS `linear-gradient(...)`. */
  gradient?: string;
  /** The ritual's own image, drawn under the text (darkened) instead of the gradient when it can be read. */
  photoUrl?: string;
}

/** A short hash of everything drawn: the URL part that changes when the image would. */
export function shareImageVersion(text: ShareImageText): string {
  return createHash('sha1')
    .update(JSON.stringify([text.title, text.subtitle, text.footer, text.gradient, text.photoUrl]))
    .digest('base64url')
    .slice(0, 12);
}

interface GradientStop {
  color: string;
  offset: string;
}

/** `linear-gradient(135deg, #a 0%, #b 100%)` → angle and stops; anything else gives the fallback's. */
export function parseLinearGradient(css: string | undefined): { angle: number; stops: GradientStop[] } {
  const match = /^linear-gradient\(\s*(-?\d+(?:\.\d+)?)deg\s*,(.+)\)$/i.exec(css?.trim() ?? '');
  const stops = (match?.[2] ?? '')
    .split(',')
    .map((part) => /^\s*(#[0-9a-f]{3,8})\s+(\d+(?:\.\d+)?%)\s*$/i.exec(part))
    .filter((stop): stop is RegExpExecArray => stop !== null)
    .map((stop) => ({ color: stop[1]!, offset: stop[2]! }));
  if (!match || stops.length < 2) return parseLinearGradient(FALLBACK_GRADIENT);
  return { angle: Number(match[1]), stops };
}

/** The CSS gradient as an SVG one over the whole image (CSS 0deg points up, 90deg right). */
function backgroundSvg(css: string | undefined): Buffer {
  const { angle, stops } = parseLinearGradient(css);
  const radians = (angle * Math.PI) / 180;
  const [dx, dy] = [Math.sin(radians) / 2, -Math.cos(radians) / 2];
  const stopTags = stops.map((stop) => `<stop offset="${stop.offset}" stop-color="${stop.color}"/>`).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}">` +
      `<defs><linearGradient id="g" x1="${0.5 - dx}" y1="${0.5 - dy}" x2="${0.5 + dx}" y2="${0.5 + dy}">` +
      `${stopTags}</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
}

/**
 * White text set by Pango (markup escaped), wrapped at words to the text width; when it is taller than `maxHeight`
 * it is set again shrunk to fit (Pango picks the size when given a height).
 */
async function textLayer(text: string, font: string, maxHeight: number) {
  const render = (height?: number) =>
    sharp({
      text: {
        text: `<span foreground="#ffffff">${escapeHtml(text)}</span>`,
        font,
        width: TEXT_WIDTH,
        height,
        rgba: true,
        wrap: 'word',
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  let { data, info } = await render();
  if (info.height > maxHeight) ({ data, info } = await render(maxHeight));
  return { input: data, height: info.height };
}

/** A photo cut to fill the image, darkened from the left so white text stays readable (≥ 4.5:1 on most photos). */
async function photoBackground(photo: Buffer): Promise<Buffer | undefined> {
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}">` +
      '<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="0">' +
      '<stop offset="0" stop-color="#000" stop-opacity="0.82"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/>' +
      '</linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/></svg>',
  );
  try {
    return await sharp(photo, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover' })
      .composite([{ input: shade }])
      .png()
      .toBuffer();
  } catch {
    return undefined; // not an image sharp can read: the gradient instead
  }
}

/**
 * A 1200×630 JPEG: the ritual's photo (`photo`, the bytes at `photoUrl`) darkened, or else the theme's hero
 * gradient, with the title, subtitle and footer in white.
 */
export async function drawShareImage(text: ShareImageText, photo?: Buffer): Promise<Buffer> {
  const background = (photo && (await photoBackground(photo))) ?? backgroundSvg(text.gradient);
  const title = await textLayer(text.title, `${FONT} Bold 64`, 250);
  const subtitle = text.subtitle ? await textLayer(text.subtitle, `${FONT} Bold 48`, 70) : undefined;
  const footer = text.footer ? await textLayer(text.footer, `${FONT} 28`, 40) : undefined;
  const layers: OverlayOptions[] = [{ input: title.input, left: MARGIN, top: MARGIN + 40 }];
  if (subtitle) layers.push({ input: subtitle.input, left: MARGIN, top: MARGIN + 40 + title.height + 36 });
  if (footer) layers.push({ input: footer.input, left: MARGIN, top: SHARE_IMAGE_HEIGHT - MARGIN - footer.height });
  return sharp(background)
    .composite(layers)
    .flatten({ background: '#000000' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}
