/** Spec §9: receipts are at most 2 MB, longest side at most 1200 px, JPEG at quality 0.8. */
export const RECEIPT_COMPRESSION = {
  maxBytes: 2 * 1024 * 1024,
  maxSide: 1200,
  quality: 0.8,
  mimeType: 'image/jpeg',
  // When 1200 px still weighs over 2 MB (rare: extreme noise), the side shrinks by this factor per pass.
  shrinkFactor: 0.8,
  minSide: 200,
} as const;

export interface Size {
  width: number;
  height: number;
}

export function fitWithin({ width, height }: Size, maxSide: number): Size {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Encodes at the largest allowed size, shrinking only while the result is still over the byte limit. */
export async function encodeWithinLimits(source: Size, encode: (size: Size) => Promise<Blob>): Promise<Blob> {
  let side = Math.min(RECEIPT_COMPRESSION.maxSide, Math.max(source.width, source.height));
  for (;;) {
    const blob = await encode(fitWithin(source, side));
    if (blob.size <= RECEIPT_COMPRESSION.maxBytes || side <= RECEIPT_COMPRESSION.minSide) return blob;
    side = Math.floor(side * RECEIPT_COMPRESSION.shrinkFactor);
  }
}

/** Draws on white first: JPEG has no transparency and would otherwise turn clear PNG areas black. */
export function drawOnWhite(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D,
  image: CanvasImageSource,
  { width, height }: Size,
): void {
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
}
