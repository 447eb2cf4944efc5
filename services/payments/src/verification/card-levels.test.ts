import { createLogger } from '@ritual/runtime';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { evenCards } from './card-levels.js';
import { type GrayImage, OcrEngine, prepareForOcr } from './ocr.js';

const [WIDTH, HEIGHT] = [200, 120];

/** A light page (240) with a card from row 30 to 90 and column 20 to 180, with a block of ink inside it. */
function pageWithCard(card: number, ink: number): GrayImage {
  const data = Buffer.alloc(WIDTH * HEIGHT, 240);
  for (let y = 30; y < 90; y++) {
    for (let x = 20; x < 180; x++) data[y * WIDTH + x] = x >= 40 && x < 100 && y >= 50 && y < 62 ? ink : card;
  }
  return { data, width: WIDTH, height: HEIGHT };
}
const at = (image: GrayImage, x: number, y: number) => image.data[y * image.width + x];

describe('evenCards', () => {
  it('turns a dark card with light ink into black ink on white, and leaves the page beside it as it was', () => {
    const image = pageWithCard(70, 235);

    evenCards(image);

    expect([at(image, 30, 40), at(image, 60, 55), at(image, 5, 40), at(image, 60, 10)]).toEqual([255, 0, 240, 240]);
  });

  it('stretches a mid-gray card whose ink is dark but faint on it: white card, black ink', () => {
    const image = pageWithCard(90, 20);

    evenCards(image);

    expect([at(image, 30, 40), at(image, 60, 55), at(image, 190, 60)]).toEqual([255, 0, 240]);
  });

  it('changes nothing on a page without a card, a light card, a thin divider or an empty card', () => {
    const plain = Buffer.alloc(WIDTH * HEIGHT, 240);
    for (let x = 10; x < 190; x++) plain[(HEIGHT - 5) * WIDTH + x] = 120;
    for (const image of [{ data: plain, width: WIDTH, height: HEIGHT }, pageWithCard(215, 30), pageWithCard(70, 70)]) {
      const before = Buffer.from(image.data);

      evenCards(image);

      expect(image.data.equals(before)).toBe(true);
    }
  });
});

describe('prepareForOcr with cards', () => {
  const ocr = new OcrEngine(createLogger('ocr', 'silent'));
  afterAll(() => ocr.close());

  const receipt = (page: string, card: string, ink: string) =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="520">
          <rect width="720" height="520" fill="${page}"/>
          <text x="40" y="70" font-family="DejaVu Sans" font-size="34" fill="${ink}">Comprovante de Pix</text>
          <rect x="40" y="120" width="640" height="220" rx="24" fill="${card}"/>
          <text x="76" y="180" font-family="DejaVu Sans" font-size="26" fill="#ffffff">Valor pago</text>
          <text x="76" y="240" font-family="DejaVu Sans" font-size="46" font-weight="bold" fill="#ffffff">R$ 2.416,13</text>
          <text x="76" y="300" font-family="DejaVu Sans" font-size="26" fill="#ffffff">23/11/2026 - 13:44:57</text>
          <text x="40" y="420" font-family="DejaVu Sans" font-size="28" fill="${ink}">Recebedor</text>
        </svg>`,
      ),
    )
      .png()
      .toBuffer();

  it('reads white text on a red card of a light page, and on a bright green card of a dark page', async () => {
    for (const [page, card, ink] of [
      ['#ffffff', '#cc092f', '#222222'],
      ['#111111', '#21c25e', '#f0f0f0'],
    ]) {
      const { text } = await ocr.read(await prepareForOcr(await receipt(page!, card!, ink!)));

      expect(text).toContain('R$ 2.416,13');
      expect(text).toContain('23/11/2026 - 13:44:57');
      expect(text).toContain('Recebedor');
    }
  }, 60_000);
});
