import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Logger } from '@ritual/runtime';
import sharp from 'sharp';
import { createWorker, OEM, type OutputFormats, PSM, type RecognizeOptions, type Worker } from 'tesseract.js';

// Refuses decompression bombs: a 10 MB file may still claim billions of pixels.
export const MAX_INPUT_PIXELS = 40_000_000;
// Phone screenshots (1200 px high after the upload page's compression) read well as they are: smaller images
// are enlarged so their text is tall enough for Tesseract, huge photos reduced so a read stays quick.
const OCR_MIN_SIDE = 1000;
const OCR_MAX_UPSCALE = 2;
const OCR_MAX_SIDE = 2400;
// A line cut out for a second reading is enlarged at most this much.
const LINE_MAX_UPSCALE = 4;
// A page darker than this on average is in dark mode (a light page with a coloured header stays far above it).
const DARK_PAGE_LEVEL = 110;
// Screenshots carry no real resolution; telling Tesseract one spares it the guess (and its warnings).
const OCR_DPI = '200';

/** Pixels as a PDF hands them out. */
export interface RawImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** Everything from node_modules: the language data ships in an npm package, so nothing is ever downloaded. */
function localTesseractFiles() {
  const require = createRequire(import.meta.url);
  const tesseractDir = dirname(require.resolve('tesseract.js/package.json'));
  const coreDir = dirname(createRequire(join(tesseractDir, 'package.json')).resolve('tesseract.js-core/package.json'));
  return {
    workerPath: join(tesseractDir, 'src', 'worker-script', 'node', 'index.js'),
    corePath: coreDir,
    langPath: join(dirname(require.resolve('@tesseract.js-data/por/package.json')), '4.0.0_best_int'),
    cachePath: join(tmpdir(), 'ritual-payments-tesseract'),
  };
}

/** A sharp pipeline over an uploaded image or a PDF's pixels, bounded against decompression bombs. */
export function openImage(input: Buffer | RawImage) {
  if (Buffer.isBuffer(input)) return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const { data, width, height, channels } = input;
  return sharp(data, { raw: { width, height, channels }, limitInputPixels: MAX_INPUT_PIXELS });
}

/** Upright, level, gray, contrast-stretched, and sized so the text is as tall as Tesseract likes it. */
export async function prepareForOcr(input: Buffer | RawImage): Promise<Buffer> {
  const upright = await openImage(input).grayscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = upright.info;
  const mean = meanLevel(upright.data, channels);
  const longSide = Math.max(width, height);
  const scale = Math.min(Math.max(1, Math.min(OCR_MAX_UPSCALE, OCR_MIN_SIDE / longSide)), OCR_MAX_SIDE / longSide);
  let pipeline = sharp(upright.data, { raw: { width, height, channels } });
  // A photo of a screen stands a few degrees askew: its lines are set level again, as Tesseract reads them best.
  const skew = skewDegrees(upright.data, width, height, channels);
  if (skew !== 0) {
    const gray = Math.round(mean);
    const level = await pipeline
      .rotate(-skew, { background: { r: gray, g: gray, b: gray } })
      .raw()
      .toBuffer({ resolveWithObject: true });
    pipeline = sharp(level.data, { raw: level.info });
  }
  // Dark mode: light text on a dark page reads best turned back into dark text on light.
  if (mean < DARK_PAGE_LEVEL) pipeline = pipeline.negate({ alpha: false });
  pipeline = pipeline.normalise();
  const sized = scale === 1 ? pipeline : pipeline.resize(Math.round(width * scale), null, { kernel: 'lanczos3' });
  return sized.toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer();
}

/** A prepared page enlarged `factor` times, for text too small to read well. */
export async function enlarge(image: Buffer, factor: number): Promise<Buffer> {
  const { width = 0 } = await sharp(image).metadata();
  return sharp(image)
    .resize(Math.round(width * factor), null, { kernel: 'lanczos3' })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

// Skew is looked for up to this many degrees either way, in steps of SKEW_STEP; less than SKEW_STEP is left be.
const SKEW_MAX = 6;
const SKEW_STEP = 0.25;
// A difference of gray levels across one pixel this large is an edge of a character (or of the page).
const EDGE_CONTRAST = 48;
// A slope must gather the edges into rows clearly better than level does (on a photo askew by 2–4°, by 30–100 %),
// or the image is taken as level: a single word barely prefers any angle.
const SKEW_MIN_GAIN = 1.1;
// The skew is measured on about this many pixels, however large the image.
const SKEW_SAMPLE_PIXELS = 400_000;

/**
 * How many degrees an image's text lines slope (positive: down to the right), 0 when level. The edges of the
 * characters are projected onto the vertical at each candidate angle: along the lines' slope they pile up in
 * few rows (the text lines) and the sum of squared row counts peaks.
 */
export function skewDegrees(data: Uint8Array | Buffer, width: number, height: number, channels: number): number {
  const step = Math.max(1, Math.round(Math.sqrt((width * height) / SKEW_SAMPLE_PIXELS)));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x + 1 < width; x += step) {
      const at = (y * width + x) * channels;
      if (Math.abs(data[at]! - data[at + channels]!) > EDGE_CONTRAST) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  const reach = Math.ceil((width * Math.tan((SKEW_MAX * Math.PI) / 180)) / step) + 1;
  const rows = new Float64Array(Math.ceil(height / step) + 2 * reach + 1);
  const spread = (degrees: number) => {
    const slope = Math.tan((degrees * Math.PI) / 180);
    rows.fill(0);
    for (let at = 0; at < xs.length; at++) rows[Math.round((ys[at]! - xs[at]! * slope) / step) + reach]!++;
    let score = 0;
    for (const count of rows) score += count * count;
    return score;
  };
  const levelScore = spread(0);
  let best = 0;
  let bestScore = levelScore;
  for (let degrees = -SKEW_MAX; degrees <= SKEW_MAX; degrees += SKEW_STEP) {
    const score = spread(degrees);
    if (score > bestScore) [best, bestScore] = [degrees, score];
  }
  return bestScore >= levelScore * SKEW_MIN_GAIN ? best : 0;
}

/** The mean gray level (0–255) of an image's first channel. */
function meanLevel(data: Uint8Array | Buffer, channels: number): number {
  let sum = 0;
  for (let at = 0; at < data.length; at += channels) sum += data[at]!;
  return sum / (data.length / channels);
}

/** Where a line of text lies in an image, in pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One line of an image, cut out with a margin and enlarged so the line is about `height` pixels tall. */
export async function lineImage(image: Buffer, line: Box, height: number): Promise<Buffer> {
  const { width: imageWidth = 0, height: imageHeight = 0 } = await sharp(image).metadata();
  const margin = Math.round(line.height * 0.35);
  const left = Math.max(0, line.left - margin);
  const top = Math.max(0, line.top - margin);
  const region = {
    left,
    top,
    width: Math.min(imageWidth, line.left + line.width + margin) - left,
    height: Math.min(imageHeight, line.top + line.height + margin) - top,
  };
  const scale = Math.min(Math.max(1, height / line.height), LINE_MAX_UPSCALE);
  return sharp(image)
    .extract(region)
    .resize(Math.round(region.width * scale), null, { kernel: 'lanczos3' })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A page as OCR read it: its text, and each line with where it lies. */
export interface OcrPage {
  text: string;
  /** Each line, with its words when OCR gave them. */
  lines: Array<{ text: string; box: Box; words?: Array<{ text: string; box: Box }> }>;
}

const boxOf = ({ x0, y0, x1, y1 }: { x0: number; y0: number; x1: number; y1: number }): Box => ({
  left: x0,
  top: y0,
  width: x1 - x0,
  height: y1 - y0,
});

export const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Tesseract parameters for one job: tesseract.js sets them for that job and restores the worker's afterwards, so a
// code read never changes how a page is read. Its typings only list its own options, hence the cast.
const codeLine = (characters: string) =>
  ({
    tessedit_pageseg_mode: PSM.SINGLE_LINE,
    tessedit_char_whitelist: characters,
  }) as Partial<RecognizeOptions>;

/**
 * One Tesseract worker per process, created on first use and reused: loading the engine and the Portuguese
 * model costs far more than reading a receipt. Jobs queue inside the worker. A read that outlasts its time
 * limit (a pathological image) ends the worker, so it cannot hold up every upload after it. After `idleMs`
 * without a read the worker ends too, giving back its memory (~100 MiB) until the next image.
 */
export class OcrEngine {
  private worker: Promise<Worker> | undefined;
  private reading = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly timeoutMs = 20_000,
    private readonly idleMs = 60_000,
  ) {}

  /** Whether a worker is up (started and not yet ended by close, a failure or idleness). */
  get running(): boolean {
    return this.worker !== undefined;
  }

  async read(image: Buffer): Promise<OcrPage> {
    const page = await this.recognize(image, {}, { text: true, blocks: true });
    const lines = (page.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) =>
        paragraph.lines.map(({ text, bbox, words }) => ({
          text: text.trim(),
          box: boxOf(bbox),
          words: words.map((word) => ({ text: word.text, box: boxOf(word.bbox) })),
        })),
      ),
    );
    return { text: page.text, lines };
  }

  /** One line image holding a code: read as a single line, nothing but `characters` taken for a character. */
  async readCode(image: Buffer, characters = ALPHANUMERIC): Promise<string> {
    return (await this.recognize(image, codeLine(characters), { text: true })).text.trim();
  }

  private async recognize(image: Buffer, options: Partial<RecognizeOptions>, output: Partial<OutputFormats>) {
    this.reading++;
    clearTimeout(this.idleTimer);
    try {
      return await this.recognizeOnWorker(image, options, output);
    } finally {
      if (--this.reading === 0 && this.worker) {
        this.idleTimer = setTimeout(() => void this.close(), this.idleMs).unref();
      }
    }
  }

  private async recognizeOnWorker(image: Buffer, options: Partial<RecognizeOptions>, output: Partial<OutputFormats>) {
    const worker = await this.started();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`OCR took longer than ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    try {
      const job = worker.recognize(image, options, { blocks: false, hocr: false, tsv: false, ...output });
      return (await Promise.race([job, timedOut])).data;
    } catch (err) {
      // A worker that failed or overran mid-job may be wedged: the next read starts a fresh one.
      await this.close();
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker.catch(() => undefined))?.terminate();
  }

  private started(): Promise<Worker> {
    this.worker ??= this.create().catch((err) => {
      this.worker = undefined;
      throw err;
    });
    return this.worker;
  }

  private async create(): Promise<Worker> {
    const worker = await createWorker('por', OEM.LSTM_ONLY, {
      ...localTesseractFiles(),
      cacheMethod: 'none',
      gzip: true,
      errorHandler: (err: unknown) => this.logger.error({ err }, 'ocr worker error'),
    });
    // Tesseract reads every line it is unsure of a second time inverted, for light text on dark; pages come here
    // dark-on-light already (prepareForOcr inverts dark mode), so that second read only costs time (~20 %).
    await worker.setParameters({ user_defined_dpi: OCR_DPI, tessedit_do_invert: '0' });
    return worker;
  }
}
