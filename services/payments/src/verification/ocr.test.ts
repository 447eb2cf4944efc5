import { crc32 } from 'node:zlib';
import { createLogger } from '@ritual/runtime';
import sharp from 'sharp';
import * as tesseract from 'tesseract.js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  darkestInk,
  fastModel,
  lineImage,
  mayShowMask,
  OcrEngine,
  prepareForOcr,
  skewDegrees,
  thinned,
} from './ocr.js';

const BEST_MODEL = /node_modules\/@tesseract\.js-data\/por\/4\.0\.0_best_int$/;

vi.mock('tesseract.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('tesseract.js')>();
  return { ...real, createWorker: vi.fn(real.createWorker) };
});

/** A valid small PNG whose header claims `side` × `side` pixels. */
async function pngClaiming(side: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const text = (width: number, height: number, words: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>` +
        `<text x="20" y="${height / 2}" font-family="DejaVu Sans" font-size="${height / 4}">${words}</text></svg>`,
    ),
  );

const twoLines = (first: string, second: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="260"><rect width="100%" height="100%" fill="#fff"/>` +
        `<text x="20" y="90" font-family="DejaVu Sans" font-size="40">${first}</text>` +
        `<text x="20" y="190" font-family="DejaVu Sans" font-size="40">${second}</text></svg>`,
    ),
  );

describe('lineImage', () => {
  it('cuts one line out with a margin and enlarges it to the height asked, within the image', async () => {
    const image = { data: Buffer.alloc(400 * 300, 255), width: 400, height: 300 };

    const line = await lineImage(image, { left: 10, top: 100, width: 300, height: 20 }, 40);
    const atEdge = await lineImage(image, { left: 0, top: 290, width: 400, height: 10 }, 10);

    expect([line.width, line.height]).toEqual([(300 + 2 * 7) * 2, (20 + 2 * 7) * 2]);
    expect([atEdge.width, atEdge.height]).toEqual([400, 14]);
  });
});

describe('darkestInk', () => {
  it('keeps the darkest strokes black and turns muted ones and the page white, when a line holds both', () => {
    const [width, height] = [30, 10];
    // A dark stroke (20), a grey label's stroke (110), anti-aliasing beside the dark one (60), on white.
    const data = Buffer.alloc(width * height, 255);
    for (let y = 0; y < height; y++) {
      for (const x of [2, 3, 4]) data[y * width + x] = 20;
      data[y * width + 5] = 60;
      for (const x of [12, 13, 14]) data[y * width + x] = 110;
    }

    const kept = darkestInk({ data, width, height }, 0.2);

    expect([kept.data[3], kept.data[5], kept.data[13], kept.data[20]]).toEqual([0, 0, 255, 255]);
    expect(data[13]).toBe(110);
  });
});

describe('thinned', () => {
  it('takes the radius off each side of a dark stroke and leaves the light page as it was', () => {
    const width = 40;
    const height = 30;
    const data = Buffer.alloc(width * height, 255);
    // A stroke 10 pixels wide (columns 15–24) and 20 high (rows 5–24).
    for (let y = 5; y < 25; y++) data.fill(0, y * width + 15, y * width + 25);

    const thin = thinned({ data, width, height }, 2);

    const dark = (row: number) =>
      [...thin.data.subarray(row * width, (row + 1) * width)].flatMap((v, x) => (v ? [] : [x]));
    expect(dark(15)).toEqual([17, 18, 19, 20, 21, 22]);
    expect([6, 7, 22, 23].map((row) => dark(row).length)).toEqual([0, 6, 6, 0]);
    expect(thin.data.subarray(0, width).every((v) => v === 255)).toBe(true);
    expect([thin.width, thin.height]).toEqual([width, height]);
  });
});

describe('prepareForOcr', () => {
  it('refuses a decompression bomb from its header, before decoding it', async () => {
    await expect(prepareForOcr(await pngClaiming(30_000))).rejects.toThrow(/pixel limit/);
  });

  it('stands up a photo whose EXIF says it lies on its side, in gray', async () => {
    const sideways = await text(1600, 1200, 'deitado').rotate(-90).jpeg().withMetadata({ orientation: 6 }).toBuffer();

    const prepared = await prepareForOcr(sideways);

    expect([prepared.width, prepared.height, prepared.data.length]).toEqual([1600, 1200, 1600 * 1200]);
  });

  it('turns a dark-mode screenshot into dark text on a light page, and leaves a light one with a dark header', async () => {
    const page = (paper: string, ink: string, header = paper) =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="540" height="1200"><rect width="100%" height="100%" fill="${paper}"/>` +
          `<rect width="100%" height="160" fill="${header}"/>` +
          `<text x="20" y="400" font-family="DejaVu Sans" font-size="40" fill="${ink}">Valor R$ 49,90</text></svg>`,
      );
    const level = async (image: Buffer) => {
      const { data } = await prepareForOcr(image);
      return data.reduce((sum, value) => sum + value, 0) / data.length;
    };

    expect(await level(page('#121212', '#ededed'))).toBeGreaterThan(200);
    expect(await level(page('#ffffff', '#1f1f1f', '#820ad1'))).toBeGreaterThan(200);
  });

  it('enlarges small images so their text is tall enough, and leaves a phone screenshot as it is', async () => {
    const small = await prepareForOcr(await text(300, 400, 'pequeno').png().toBuffer());
    const screenshot = await prepareForOcr(await text(554, 1200, 'tela').png().toBuffer());

    expect(small.height).toBe(800);
    expect(screenshot.height).toBe(1200);
  });
});

describe('skewDegrees', () => {
  const lines = (angle: number) =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900"><rect width="100%" height="100%" fill="#fff"/>${Array.from(
          { length: 14 },
          (_, at) =>
            `<text x="40" y="${80 + at * 55}" font-family="DejaVu Sans" font-size="24">Linha ${at} do comprovante Pix</text>`,
        ).join('')}</svg>`,
      ),
    )
      .rotate(angle, { background: '#fff' })
      .grayscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
  const skewOf = async (angle: number) => {
    const { data, info } = await lines(angle);
    return skewDegrees(data, info.width, info.height, info.channels);
  };

  it('finds how far a page of text is turned, either way, and calls a level page or a single word level', async () => {
    expect(await skewOf(3)).toBe(3);
    expect(await skewOf(-2.5)).toBe(-2.5);
    expect(await skewOf(0)).toBe(0);
    const word = await text(554, 1200, 'tela').grayscale().raw().toBuffer({ resolveWithObject: true });
    expect(skewDegrees(word.data, word.info.width, word.info.height, word.info.channels)).toBe(0);
  });
});

describe('OcrEngine', () => {
  const engine = new OcrEngine(createLogger('test', 'silent'));
  afterAll(() => engine.close());

  it('reads pages with the fast model where Debian installs it and lines with the best one, a worker each, reused', async () => {
    const createWorker = vi.mocked(tesseract.createWorker);
    createWorker.mockClear();
    const fast = fastModel();
    const image = await prepareForOcr(await text(900, 200, 'Comprovante Pix').png().toBuffer());

    const [first, second] = await Promise.all([engine.read(image), engine.read(image)]);
    const code = await engine.readCode(await prepareForOcr(await text(900, 120, 'E60701190').png().toBuffer()));

    expect(first.text).toContain('Comprovante Pix');
    expect(second).toEqual(first);
    expect(code).toContain('6070');
    expect(engine.fastPages).toBe(fast !== undefined);
    const models = createWorker.mock.calls.map((call) => call[2]!.langPath);
    expect(models).toEqual(
      fast ? [fast.langPath, expect.stringMatching(BEST_MODEL)] : [expect.stringMatching(BEST_MODEL)],
    );
    const options = createWorker.mock.calls[0]![2]!;
    expect(options.workerPath).toMatch(/node_modules\/tesseract\.js\/src\/worker-script\/node\/index\.js$/);
    expect(options.corePath).toMatch(/node_modules\/tesseract\.js-core$/);
  });

  it('reads pages with the best model, one worker for everything, when the fast one is not installed', async () => {
    const createWorker = vi.mocked(tesseract.createWorker);
    createWorker.mockClear();
    const bestOnly = new OcrEngine(createLogger('test', 'silent'), 20_000, 60_000, fastModel('/nowhere') ?? null);

    const page = await bestOnly.read(await prepareForOcr(await text(900, 200, 'Comprovante Pix').png().toBuffer()));
    await bestOnly.readCode(await prepareForOcr(await text(900, 120, 'E60701190').png().toBuffer()));

    expect(page.text).toContain('Comprovante Pix');
    expect(bestOnly.fastPages).toBe(false);
    expect(createWorker.mock.calls.map((call) => call[2]!.langPath)).toEqual([expect.stringMatching(BEST_MODEL)]);
    await bestOnly.close();
  });

  it('tells where each line lies, so one line can be cut out and read again', async () => {
    const image = await prepareForOcr(await twoLines('Pix enviado', 'valor R$ 49,90').png().toBuffer());

    const { lines } = await engine.read(image);

    expect(lines.map((line) => line.text)).toEqual(['Pix enviado', 'valor R$ 49,90']);
    const [first, second] = lines.map((line) => line.box);
    expect(first!.top + first!.height).toBeLessThanOrEqual(second!.top);
    expect(first!.height).toBeGreaterThan(20);
  });

  it('reads a code as a raw line, with the page model, nothing but the characters given', async () => {
    const picture = await prepareForOcr(await text(900, 120, '23.11.2026 | 11:19').png().toBuffer());
    const [line] = (await engine.read(picture)).lines;

    const read = await engine.readCode(await lineImage(picture, line!.box, 32), '0123456789./:|', 'raw line');

    expect(read).toMatch(/^[0-9./:| ]+$/);
    expect(read.replace(/\s/g, '')).toBe('23.11.2026|11:19');
  });

  it('reads a code line as letters and digits only, and reads the next page with punctuation again', async () => {
    const code = await text(900, 120, 'E6070-1190:202603').png().toBuffer();
    const page = await prepareForOcr(await text(900, 160, 'valor: R$ 49,90').png().toBuffer());

    const read = await engine.readCode(code);
    const after = await engine.read(page);

    expect(read).toMatch(/^[A-Za-z0-9]+$/);
    expect(read).toContain('6070');
    expect(after.text).toContain('R$ 49,90');
  });

  it('ends a read that overruns its time limit and drops its worker for a fresh one', async () => {
    const createWorker = vi.mocked(tesseract.createWorker);
    createWorker.mockClear();
    const hasty = new OcrEngine(createLogger('test', 'silent'), 1);
    const image = await prepareForOcr(await text(600, 150, 'Pix').png().toBuffer());

    await expect(hasty.read(image)).rejects.toThrow(/longer than 1 ms/);
    await expect(hasty.read(image)).rejects.toThrow(/longer than 1 ms/);

    expect(createWorker).toHaveBeenCalledTimes(2);
    await hasty.close();
  });

  it('ends its worker after a quiet spell and starts one again for the next image', async () => {
    const createWorker = vi.mocked(tesseract.createWorker);
    createWorker.mockClear();
    const brief = new OcrEngine(createLogger('test', 'silent'), 20_000, 50);
    const image = await prepareForOcr(await text(600, 150, 'Pix enviado').png().toBuffer());

    await brief.read(image);
    await vi.waitFor(() => expect(brief.running).toBe(false), { timeout: 5000 });
    const again = await brief.read(image);

    expect(again.text).toContain('Pix');
    expect(createWorker).toHaveBeenCalledTimes(2);
    await brief.close();
  });

  it('starts a new worker after being closed', async () => {
    const createWorker = vi.mocked(tesseract.createWorker);
    createWorker.mockClear();
    await engine.close();

    await engine.read(await prepareForOcr(await text(600, 150, 'Pix').png().toBuffer()));

    expect(createWorker).toHaveBeenCalledTimes(1);
  });
});

describe('mayShowMask', () => {
  it.each([
    ['CPF ***.456.789-**', true],
    ['MARIA DO MAR 12.***.***/0001-**', true],
    ['Chave (**) *****-4321', true],
    ['R$ 1.260,65', false],
    ['Segunda, 23 de novembro de 2026, 09:49', false],
    ['23 nov 2026 às 14:32', false],
    ['Seg, *3 de nov. de 2026', false],
  ])('%s: %s', (text, may) => {
    expect(mayShowMask(text)).toBe(may);
  });
});
