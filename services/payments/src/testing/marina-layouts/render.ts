// Written blind to the verifier and to the other corpora, and kept out of every tuning loop: run it as the final held-out measure only, and never change it to suit a result.

import sharp from 'sharp';
import { type Drawing, toSvg } from './drawing.js';

/** The drawing as the JPEG a phone would save: librsvg draws the text through fontconfig, 1 SVG unit = 1 px. */
export async function renderJpeg(drawing: Drawing): Promise<Buffer> {
  return sharp(Buffer.from(toSvg(drawing)), { density: 72 })
    .flatten({ background: drawing.background })
    .jpeg({ quality: drawing.quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

/** The same drawing as a PNG, for looking at. */
export async function renderPng(drawing: Drawing): Promise<Buffer> {
  return sharp(Buffer.from(toSvg(drawing)), { density: 72 })
    .png()
    .toBuffer();
}
