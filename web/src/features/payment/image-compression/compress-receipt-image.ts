import type { CompressRequest, CompressResponse } from './compress-image.worker';
import { drawOnWhite, encodeWithinLimits, RECEIPT_COMPRESSION, type Size } from './compression-limits';

const WORKER_TIMEOUT_MS = 30_000;

let worker: Worker | null = null;
let nextRequestId = 0;
const pendingRequests = new Map<number, { resolve: (blob: Blob) => void; reject: (error: Error) => void }>();

function rejectAllPending(error: Error) {
  for (const { reject } of pendingRequests.values()) reject(error);
  pendingRequests.clear();
}

function compressionWorker(): Worker {
  if (worker) return worker;
  // Bundled by Vite as a module worker served from our own origin.
  const created = new Worker(new URL('./compress-image.worker.ts', import.meta.url), { type: 'module' });
  created.addEventListener('message', (event: MessageEvent<CompressResponse>) => {
    const request = pendingRequests.get(event.data.id);
    if (!request) return;
    pendingRequests.delete(event.data.id);
    if ('blob' in event.data) request.resolve(event.data.blob);
    else request.reject(new Error(event.data.error));
  });
  created.addEventListener('error', () => {
    rejectAllPending(new Error('Falha no worker de compressão'));
    created.terminate();
    worker = null;
  });
  worker = created;
  return created;
}

function compressInWorker(file: Blob): Promise<Blob> {
  const id = nextRequestId++;
  return new Promise<Blob>((resolve, reject) => {
    const timer = setTimeout(() => {
      pendingRequests.delete(id);
      reject(new Error('Tempo esgotado na compressão'));
    }, WORKER_TIMEOUT_MS);
    pendingRequests.set(id, {
      resolve: (blob) => {
        clearTimeout(timer);
        resolve(blob);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    const request: CompressRequest = { id, file };
    compressionWorker().postMessage(request);
  });
}

async function decodeOnMainThread(file: Blob): Promise<{ image: CanvasImageSource; size: Size; release: () => void }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { image: bitmap, size: bitmap, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  await image.decode();
  return {
    image,
    size: { width: image.naturalWidth, height: image.naturalHeight },
    release: () => URL.revokeObjectURL(url),
  };
}

/** Only for browsers without OffscreenCanvas (older Safari): same limits, on the main thread. */
async function compressOnMainThread(file: Blob): Promise<Blob> {
  const { image, size: source, release } = await decodeOnMainThread(file);
  try {
    return await encodeWithinLimits(source, (size) => {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('Canvas 2D indisponível');
      drawOnWhite(context, image, size);
      return new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('Falha ao gerar JPEG'))),
          RECEIPT_COMPRESSION.mimeType,
          RECEIPT_COMPRESSION.quality,
        ),
      );
    });
  } finally {
    release();
  }
}

/** A JPEG of at most 2 MB and 1200 px on its longest side, keeping the original file name. */
export async function compressReceiptImage(file: File): Promise<File> {
  const blob = typeof OffscreenCanvas === 'undefined' ? await compressOnMainThread(file) : await compressInWorker(file);
  return new File([blob], file.name, { type: RECEIPT_COMPRESSION.mimeType, lastModified: file.lastModified });
}
