import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Logger } from '@ritual/runtime';
import sharp, { type Sharp } from 'sharp';
import { createWorker, OEM, type OutputFormats, PSM, type RecognizeOptions, type Worker } from 'tesseract.js';
import { evenCards, levelsOf } from './card-levels.js';
import { restoreMaskGlyphs } from './mask-glyphs.js';

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
    cachePath: join(tmpdir(), 'ritual-payments-tesseract'),
  };
}

/** Tesseract's Portuguese model, as an npm package ships it (gzipped) or as a Debian package installs it. */
export interface OcrModel {
  langPath: string;
  gzip: boolean;
}

/** The "best" model, integer version: the most accurate, from node_modules. */
export function bestModel(): OcrModel {
  const require = createRequire(import.meta.url);
  return {
    langPath: join(dirname(require.resolve('@tesseract.js-data/por/package.json')), '4.0.0_best_int'),
    gzip: true,
  };
}

// Where Debian's tesseract-ocr-por (tessdata_fast) puts the model, for Tesseract 5 and 4.
const FAST_MODEL_DIRS = ['/usr/share/tesseract-ocr/5/tessdata', '/usr/share/tesseract-ocr/4.00/tessdata'];

/**
 * The "fast" model (tessdata_fast, a smaller network: about half the CPU of "best" per page) from `dir`, or from
 * where Debian's tesseract-ocr-por installs it; undefined when it is not there.
 */
export function fastModel(dir?: string): OcrModel | undefined {
  const found = (dir ? [dir] : FAST_MODEL_DIRS).find((candidate) => existsSync(join(candidate, 'por.traineddata')));
  return found ? { langPath: found, gzip: false } : undefined;
}

/** A sharp pipeline over an uploaded image or a PDF's pixels, bounded against decompression bombs. */
export function openImage(input: Buffer | RawImage) {
  if (Buffer.isBuffer(input)) return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const { data, width, height, channels } = input;
  return sharp(data, { raw: { width, height, channels }, limitInputPixels: MAX_INPUT_PIXELS });
}

/** An 8-bit gray picture, one byte per pixel: what OCR reads (as PGM, which Tesseract takes without decoding). */
export interface GrayImage {
  data: Buffer;
  width: number;
  height: number;
}

const rawOf = (image: GrayImage) => ({ raw: { width: image.width, height: image.height, channels: 1 as const } });

async function grayOf(pipeline: Sharp): Promise<GrayImage> {
  const { data, info } = await pipeline.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The picture as a binary PGM file, the format Tesseract reads with no decoding. */
export function toPgm(image: GrayImage): Buffer {
  return Buffer.concat([Buffer.from(`P5\n${image.width} ${image.height}\n255\n`), image.data]);
}

/**
 * Upright, level, gray, contrast-stretched, and sized so the text is as tall as Tesseract likes it. The gray levels
 * are stretched (and dark mode turned around) here in one pass over the pixels: sharp's normalise costs more than
 * everything else the preparation does.
 */
export async function prepareForOcr(input: Buffer | RawImage): Promise<GrayImage> {
  let image = await grayOf(openImage(input).flatten({ background: '#ffffff' }).grayscale());
  const mean = meanLevel(image.data);
  // A photo of a screen stands a few degrees askew: its lines are set level again, as Tesseract reads them best.
  const skew = skewDegrees(image.data, image.width, image.height, 1);
  if (skew !== 0) {
    const gray = Math.round(mean);
    image = await grayOf(sharp(image.data, rawOf(image)).rotate(-skew, { background: { r: gray, g: gray, b: gray } }));
  }
  const longSide = Math.max(image.width, image.height);
  const scale = Math.min(Math.max(1, Math.min(OCR_MAX_UPSCALE, OCR_MIN_SIDE / longSide)), OCR_MAX_SIDE / longSide);
  if (scale !== 1) {
    image = await grayOf(
      sharp(image.data, rawOf(image)).resize(Math.round(image.width * scale), null, { kernel: 'lanczos3' }),
    );
  }
  // Dark mode: light text on a dark page reads best turned back into dark text on light.
  stretchLevels(image.data, mean < DARK_PAGE_LEVEL);
  evenCards(image);
  return image;
}

// The share of pixels left out at each end when the gray levels are stretched (as sharp's normalise: 1 % and 99 %).
const STRETCH_TAIL = 0.01;

/** Stretches the gray levels between the 1st and 99th percentiles to 0–255, turned around when `invert`, in place. */
function stretchLevels(data: Buffer, invert: boolean): void {
  const histogram = new Uint32Array(256);
  for (let at = 0; at < data.length; at++) histogram[data[at]!]!++;
  const tail = data.length * STRETCH_TAIL;
  let low = 0;
  for (let seen = histogram[0]!; seen <= tail && low < 255; ) seen += histogram[++low]!;
  let high = 255;
  for (let seen = histogram[255]!; seen <= tail && high > 0; ) seen += histogram[--high]!;
  const span = Math.max(1, high - low);
  const levels = new Uint8Array(256);
  for (let level = 0; level < 256; level++) {
    const stretched = Math.round((Math.min(Math.max(level - low, 0), span) * 255) / span);
    levels[level] = invert ? 255 - stretched : stretched;
  }
  for (let at = 0; at < data.length; at++) data[at] = levels[data[at]!]!;
}

/** A prepared page enlarged `factor` times, for text too small to read well. */
export async function enlarge(image: GrayImage, factor: number): Promise<GrayImage> {
  return grayOf(sharp(image.data, rawOf(image)).resize(Math.round(image.width * factor), null, { kernel: 'lanczos3' }));
}

/**
 * A prepared image whose dark strokes lose `radius` pixels on every side (each pixel the lightest within `radius`
 * across and down): heavy type read again with its counters open.
 */
export function thinned(image: GrayImage, radius: number): GrayImage {
  const { width, height } = image;
  const lightestAlong = (source: Buffer, step: number, length: number, lines: number, lineStep: number) => {
    const out = Buffer.alloc(source.length);
    for (let line = 0; line < lines; line++) {
      const start = line * lineStep;
      for (let at = 0; at < length; at++) {
        let lightest = 0;
        for (let near = Math.max(0, at - radius); near <= Math.min(length - 1, at + radius); near++)
          lightest = Math.max(lightest, source[start + near * step]!);
        out[start + at * step] = lightest;
      }
    }
    return out;
  };
  const across = lightestAlong(image.data, 1, width, height, width);
  return { width, height, data: lightestAlong(across, width, height, width, 1) };
}

// The share of pixels taken for a line's darkest ink when its level is measured.
const DARKEST_INK_SHARE = 0.02;

/**
 * A prepared line image with only its darkest ink kept, black on white: every pixel within `reach` of the way from that
 * ink's level to white. Apps print labels muted and values dark (in dark mode too, once turned around), so a value
 * drawn over its label ("Nome" under "CABOCLO …") reads alone.
 */
export function darkestInk(image: GrayImage, reach: number): GrayImage {
  const histogram = levelsOf(image.data);
  let ink = 0;
  for (let seen = histogram[0]!; seen < image.data.length * DARKEST_INK_SHARE && ink < 255; ) seen += histogram[++ink]!;
  const cut = ink + (255 - ink) * reach;
  const data = Buffer.alloc(image.data.length);
  for (let at = 0; at < data.length; at++) data[at] = image.data[at]! <= cut ? 0 : 255;
  return { width: image.width, height: image.height, data };
}

// Skew is looked for up to this many degrees either way, in steps of SKEW_STEP; less than SKEW_STEP is left be.
const SKEW_MAX = 6;
const SKEW_STEP = 0.25;
const SKEW_COARSE_STEP = 1;
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
  const scan = (from: number, to: number, by: number) => {
    for (let degrees = Math.max(from, -SKEW_MAX); degrees <= Math.min(to, SKEW_MAX); degrees += by) {
      const score = spread(degrees);
      if (score > bestScore) [best, bestScore] = [degrees, score];
    }
  };
  // Whole degrees first, then SKEW_STEP around the best: a page's score peaks over a couple of degrees, so the
  // coarse pass lands beside the peak, and 19 angles are scored instead of 49.
  scan(-SKEW_MAX, SKEW_MAX, SKEW_COARSE_STEP);
  const coarse = best;
  scan(coarse - SKEW_COARSE_STEP + SKEW_STEP, coarse + SKEW_COARSE_STEP - SKEW_STEP, SKEW_STEP);
  return bestScore >= levelScore * SKEW_MIN_GAIN ? best : 0;
}

/** The mean gray level (0–255) of a gray image. */
function meanLevel(data: Buffer): number {
  let sum = 0;
  for (let at = 0; at < data.length; at++) sum += data[at]!;
  return sum / data.length;
}

/** Where a line of text lies in an image, in pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The share of a line's height a line image keeps around it, above, below and on both sides. */
export const LINE_IMAGE_MARGIN = 0.35;

/** One line of an image, cut out with a margin and enlarged so the line is about `height` pixels tall. */
export async function lineImage(image: GrayImage, line: Box, height: number): Promise<GrayImage> {
  const margin = Math.round(line.height * LINE_IMAGE_MARGIN);
  const left = Math.max(0, line.left - margin);
  const top = Math.max(0, line.top - margin);
  const region = {
    left,
    top,
    width: Math.min(image.width, line.left + line.width + margin) - left,
    height: Math.min(image.height, line.top + line.height + margin) - top,
  };
  const scale = Math.min(Math.max(1, height / line.height), LINE_MAX_UPSCALE);
  return grayOf(
    sharp(image.data, rawOf(image))
      .extract(region)
      .resize(Math.round(region.width * scale), null, { kernel: 'lanczos3' }),
  );
}

const NAMED_DATE =
  /[\d*]{1,2}\.?\s+(de\s+)?(janeiro|fevereiro|mar[cç]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro|jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)\b/i;

/**
 * Whether a line may show a masked document or key, whose stars OCR may read as digits: an amount never does, nor a
 * date that names its month (in fonts with old-style figures a short digit is boxed like a star).
 */
export function mayShowMask(text: string): boolean {
  return !text.includes('$') && !NAMED_DATE.test(text);
}

/** A page as OCR read it: its text, and each line with where it lies. */
export interface OcrPage {
  text: string;
  /** Each line, with its words when OCR gave them. */
  lines: Array<{ text: string; box: Box; words?: Array<{ text: string; box: Box }> }>;
}

type Corners = { x0: number; y0: number; x1: number; y1: number };

const glyphsOf = (words: Array<{ symbols: Array<{ text: string; bbox: Corners }> }>) =>
  words.map((word) => word.symbols.map((symbol) => ({ text: symbol.text, box: boxOf(symbol.bbox) })));

const boxOf = ({ x0, y0, x1, y1 }: Corners): Box => ({
  left: x0,
  top: y0,
  width: x1 - x0,
  height: y1 - y0,
});

export const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Tesseract parameters for one job: tesseract.js sets them for that job and restores the worker's afterwards, so a
// code read never changes how a page is read. Its typings only list its own options, hence the cast.
const codeLine = (characters: string, segmentation: PSM) =>
  ({
    tessedit_pageseg_mode: segmentation,
    tessedit_char_whitelist: characters,
  }) as Partial<RecognizeOptions>;

/**
 * How a code's line is read: by the best model as a line of text, or by the page model as a raw line, with none of
 * Tesseract's layout guesses (grey digits of a thin grotesque, "23.11.2026", the best model reads as "23/2026").
 */
export type CodeReading = 'line' | 'raw line';

/**
 * Tesseract workers, created on first use and reused: loading the engine and a model costs far more than reading a
 * receipt. Whole pages are read with `pageModel` (the fast model when it is installed: a page is most of a receipt's
 * CPU), single lines read again with the best model (a line is cheap, and it is read again because it matters).
 * With one model for both, one worker does both. Jobs queue inside a worker. A read that outlasts its time limit (a
 * pathological image) ends the workers, so it cannot hold up every upload after it. After `idleMs` without a read
 * they end too, giving back their memory (~100 MiB) until the next image.
 */
export class OcrEngine {
  private readonly workers = new Map<OcrModel, Promise<Worker>>();
  private readonly pageModel: OcrModel;
  private readonly lineModel = bestModel();
  private reading = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly timeoutMs = 20_000,
    private readonly idleMs = 60_000,
    /** Null: pages are read with the best model too. */
    pageModel: OcrModel | null = fastModel() ?? null,
  ) {
    this.pageModel = pageModel ?? this.lineModel;
  }

  /** Whether a worker is up (started and not yet ended by close, a failure or idleness). */
  get running(): boolean {
    return this.workers.size > 0;
  }

  /** Whether pages are read with a model of their own (the fast one) rather than the best. */
  get fastPages(): boolean {
    return this.pageModel !== this.lineModel;
  }

  async read(image: GrayImage | Buffer): Promise<OcrPage> {
    const page = await this.recognize(this.pageModel, image, {}, { text: true, blocks: true });
    let text = page.text;
    const lines = (page.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) =>
        paragraph.lines.map((line) => {
          const read = { text: line.text.trim(), box: boxOf(line.bbox), words: line.words };
          const restored = mayShowMask(read.text) ? restoreMaskGlyphs(glyphsOf(line.words)) : null;
          if (!restored)
            return { ...read, words: line.words.map((word) => ({ text: word.text, box: boxOf(word.bbox) })) };
          const restoredText = restored.join(' ');
          text = text.replace(read.text, restoredText);
          const words = line.words.map((word, at) => ({ text: restored[at]!, box: boxOf(word.bbox) }));
          return { ...read, text: restoredText, words };
        }),
      ),
    );
    return { text, lines };
  }

  /** One line image holding a code: read as a single line, nothing but `characters` taken for a character. */
  async readCode(image: GrayImage | Buffer, characters = ALPHANUMERIC, how: CodeReading = 'line'): Promise<string> {
    const [model, segmentation] = how === 'line' ? [this.lineModel, PSM.SINGLE_LINE] : [this.pageModel, PSM.RAW_LINE];
    return (await this.recognize(model, image, codeLine(characters, segmentation), { text: true })).text.trim();
  }

  private async recognize(
    model: OcrModel,
    image: GrayImage | Buffer,
    options: Partial<RecognizeOptions>,
    output: Partial<OutputFormats>,
  ) {
    this.reading++;
    clearTimeout(this.idleTimer);
    try {
      return await this.recognizeOnWorker(model, image, options, output);
    } finally {
      if (--this.reading === 0 && this.running) {
        this.idleTimer = setTimeout(() => void this.close(), this.idleMs).unref();
      }
    }
  }

  private async recognizeOnWorker(
    model: OcrModel,
    image: GrayImage | Buffer,
    options: Partial<RecognizeOptions>,
    output: Partial<OutputFormats>,
  ) {
    const worker = await this.started(model);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`OCR took longer than ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    try {
      const job = worker.recognize(Buffer.isBuffer(image) ? image : toPgm(image), options, {
        blocks: false,
        hocr: false,
        tsv: false,
        ...output,
      });
      return (await Promise.race([job, timedOut])).data;
    } catch (err) {
      // A worker that failed or overran mid-job may be wedged: the next read starts fresh ones.
      await this.close();
      throw err;
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const workers = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(workers.map(async (worker) => (await worker.catch(() => undefined))?.terminate()));
  }

  private started(model: OcrModel): Promise<Worker> {
    let worker = this.workers.get(model);
    if (!worker) {
      worker = this.create(model).catch((err) => {
        this.workers.delete(model);
        throw err;
      });
      this.workers.set(model, worker);
    }
    return worker;
  }

  private async create(model: OcrModel): Promise<Worker> {
    const worker = await createWorker('por', OEM.LSTM_ONLY, {
      ...localTesseractFiles(),
      ...model,
      cacheMethod: 'none',
      errorHandler: (err: unknown) => this.logger.error({ err }, 'ocr worker error'),
    });
    // Tesseract reads every line it is unsure of a second time inverted, for light text on dark; pages come here
    // dark-on-light already (prepareForOcr inverts dark mode), so that second read only costs time (~20 %).
    await worker.setParameters({ user_defined_dpi: OCR_DPI, tessedit_do_invert: '0' });
    return worker;
  }
}
