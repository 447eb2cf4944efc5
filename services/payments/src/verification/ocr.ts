import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Logger } from '@ritual/runtime';
import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';

// Refuses decompression bombs: a 10 MB file may still claim billions of pixels.
export const MAX_INPUT_PIXELS = 40_000_000;
// Tesseract reads best with text about 30 px high: small screenshots are enlarged, huge photos reduced.
const OCR_MIN_WIDTH = 1000;
const OCR_MAX_UPSCALE = 2;
const OCR_MAX_SIDE = 2400;

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

/** Upright, gray, contrast-stretched, and sized so the text is as tall as Tesseract likes it. */
export async function prepareForOcr(input: Buffer | RawImage): Promise<Buffer> {
  const upright = await openImage(input).grayscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = upright.info;
  const scale = Math.min(
    Math.max(1, Math.min(OCR_MAX_UPSCALE, OCR_MIN_WIDTH / width)),
    OCR_MAX_SIDE / Math.max(width, height),
  );
  const pipeline = sharp(upright.data, { raw: { width, height, channels } }).normalise();
  const sized = scale === 1 ? pipeline : pipeline.resize(Math.round(width * scale), null, { kernel: 'lanczos3' });
  return sized.png({ compressionLevel: 1 }).toBuffer();
}

/**
 * One Tesseract worker per process, created on first use and reused: loading the engine and the Portuguese
 * model costs far more than reading a receipt. Jobs queue inside the worker.
 */
export class OcrEngine {
  private worker: Promise<Worker> | undefined;

  constructor(private readonly logger: Logger) {}

  async read(image: Buffer): Promise<string> {
    const worker = await this.started();
    try {
      const { data } = await worker.recognize(image, {}, { text: true, blocks: false, hocr: false, tsv: false });
      return data.text;
    } catch (err) {
      // A worker that failed mid-job may be wedged: the next read starts a fresh one.
      await this.close();
      throw err;
    }
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker.catch(() => undefined))?.terminate();
  }

  private started(): Promise<Worker> {
    this.worker ??= createWorker('por', OEM.LSTM_ONLY, {
      ...localTesseractFiles(),
      cacheMethod: 'none',
      gzip: true,
      errorHandler: (err: unknown) => this.logger.error({ err }, 'ocr worker error'),
    }).catch((err) => {
      this.worker = undefined;
      throw err;
    });
    return this.worker;
  }
}
