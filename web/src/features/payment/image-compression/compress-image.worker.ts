import { drawOnWhite, encodeWithinLimits, RECEIPT_COMPRESSION } from './compression-limits';

export interface CompressRequest {
  id: number;
  file: Blob;
}

export type CompressResponse = { id: number; blob: Blob } | { id: number; error: string };

async function compress(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    return await encodeWithinLimits(bitmap, (size) => {
      const canvas = new OffscreenCanvas(size.width, size.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('Canvas 2D indisponível');
      drawOnWhite(context, bitmap, size);
      return canvas.convertToBlob({ type: RECEIPT_COMPRESSION.mimeType, quality: RECEIPT_COMPRESSION.quality });
    });
  } finally {
    bitmap.close();
  }
}

self.addEventListener('message', async (event: MessageEvent<CompressRequest>) => {
  const { id, file } = event.data;
  let response: CompressResponse;
  try {
    response = { id, blob: await compress(file) };
  } catch (error) {
    response = { id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response);
});
